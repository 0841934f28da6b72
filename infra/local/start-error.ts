// A reason the local cloud cannot start that the person running it can fix; shown without a stack.
export class StartError extends Error {}
