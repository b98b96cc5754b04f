export interface LongFunction {
  /** 1-based line of the function's first token. */
  line: number;
  name: string;
  /** Line span, first line to last. */
  lines: number;
  /** A `long because:` comment with a reason sits right above it. */
  excused: boolean;
}

export function longFunctions(file: string, text: string, maxLines: number): LongFunction[];
