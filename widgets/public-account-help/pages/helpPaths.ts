/** The legacy module the user came through (publicsso), so links stay under it. */
export const moduleOf = (routePath: string) => routePath.split('/')[0] ?? 'publicsso';
