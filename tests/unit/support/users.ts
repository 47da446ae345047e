/** Logged-in users for component tests, with permission maps shaped like the sandbox's demo accounts. */
const all = ['index', 'detail'];
export const student = {
  name: '王小明',
  auth: {
    home: { module: ['homepage', 'square', 'composition', 'all'] },
    news: { module: all },
    tjuNews: { module: all },
    tjuNotice: { module: all },
    tjuOfficial: { module: all },
  },
};
export const visitor = { name: '访客用户', auth: { home: { module: ['homepage'] }, news: { module: all }, tjuNews: { module: all } } };
