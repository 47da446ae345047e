/**
 * Realistic Chinese names for the seeded students: common surnames (the most common ones listed more
 * than once, so they come up about as often as in a real class) and given names of one or two characters.
 */
import type { SeededRandom } from './seededRandom.ts';

const SURNAMES = [
  ...'王王王李李李张张张刘刘陈陈杨杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金贾韦夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万武钱戴严孔向常汤康易乔赖文',
];
const MALE = [...'伟强磊军洋勇杰涛斌超明刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林博文轩泽睿晨哲航一嘉天志昊瑞承昱皓然毅恒锐'];
const FEMALE = [...'芳娜敏静丽艳娟霞燕玲婷雪慧颖琳欣悦怡佳涵雨萱彤诗梦晓璐蕾琪倩岚月瑶洁嘉思婉清雯菲薇蓉妍'];

export type Gender = 'male' | 'female';

/** A name and gender; about two in three given names have two characters. */
export function studentName(random: SeededRandom): { name: string; gender: Gender } {
  const gender: Gender = random.next() < 0.52 ? 'male' : 'female';
  const characters = gender === 'male' ? MALE : FEMALE;
  const first = random.pick(characters);
  const given = random.next() < 0.66 ? first + random.pick(characters.filter((c) => c !== first)) : first;
  return { name: random.pick(SURNAMES) + given, gender };
}
