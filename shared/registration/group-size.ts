// How many athletes one group order registers (docs/registration.md, Group registration): at least
// two, and at most what one payment and one DynamoDB transaction hold comfortably.
export const MIN_GROUP_MEMBERS = 2;
export const MAX_GROUP_MEMBERS = 20;
