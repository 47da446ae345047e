import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { fileListAnswer, libraryFiles } from '../fixtures.ts';

describe('file-library fixtures follow the response contract', () => {
  it('file-library.list', () => {
    for (const query of ['', 'page=2', 'q=申请表', 'category=finance', 'q=无此文件'])
      expectContract('file-library.list', fileListAnswer(libraryFiles)(new URLSearchParams(query)).d);
  });
});
