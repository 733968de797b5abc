// Types of environment.mjs (plain JavaScript, shared with generator/cli/run.mjs).

/** A problem of the environment found by our own code; its message is the line the user reads. */
export class EnvironmentError extends Error {}

/** The line that says what went wrong in the environment and what to do; undefined when it is no such problem. */
export function environmentProblem(error: unknown, root: string): string | undefined;
