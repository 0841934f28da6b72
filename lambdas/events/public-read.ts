// Public event reads are the same for every viewer: a few seconds in the CDN and the browser spare
// the table the crowd that opens an event at once, and an organizer's edit shows within them.
export const publicReadHeaders = { 'cache-control': 'public, max-age=5' };
