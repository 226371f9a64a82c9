// SPDX-License-Identifier: MIT
// TypeScript declarations of the libdnb package (index.js).

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version: string;
/** MAJOR * 10000 + MINOR * 100 + PATCH. */
export const versionNumber: number;

/** The status codes of dnb.h; errors are negative. */
export const Status: Readonly<{
  OK: 0; E_INVALID: -1; E_RANGE: -2; E_ILLEGAL: -3; E_MUST_CAPTURE: -4;
  E_OVER: -5; E_NO_HISTORY: -6; E_PARSE: -7; E_POSITION: -8;
  E_BUFSIZE: -9; E_NOMEM: -10; E_LIMIT: -11; E_CANCELLED: -12;
  E_NOT_APPLICABLE: -13; E_BUSY: -14; E_CORRUPT: -15; E_IO: -16;
}>;
/** Rule flags, combined with |; or pass the words, "compulsory misere". */
export const Rules: Readonly<{
  STANDARD: 0; COMPULSORY: 1; NIMSTRING: 2; MISERE: 4; BORDER: 8;
}>;
export const Level: Readonly<{
  BEGINNER: 0; EASY: 1; MEDIUM: 2; HARD: 3; PERFECT: 4;
}>;
/** dnb.h's DNB_NO_EDGE. */
export const NO_EDGE: number;

/** Rule flags, or their words ("standard", "compulsory misere", ...). */
export type RulesArg = number | string;
/** An AI level: its name or its number. */
export type LevelName = 'beginner' | 'easy' | 'medium' | 'hard' | 'perfect';
export type LevelArg = LevelName | number;
/** A move: its edge number or its two dots, "a1-b1". */
export type MoveArg = number | string;
/** A point of Dots: its number or its name, "c3". */
export type PointArg = number | string;

/** A failed call: status is the library's code, message dnb_strerror's text. */
export class DnbError extends Error {
  readonly name: 'DnbError';
  /** The negative status code. */
  readonly status: number;
  /** Its name, e.g. "DNB_E_ILLEGAL". */
  readonly code: string;
  /** The C function that failed, e.g. "dnb_game_play". */
  readonly call: string;
  /** Where a parse failed (1-based), for the parse functions. */
  readonly line?: number;
  readonly column?: number;
  /** Solver.solve/value stopped by a limit: what was proven. */
  readonly bounds?: { lower: number; upper: number };
  readonly nodes?: number;
  readonly elapsedMs?: number;
  /** Solver.moveValues stopped by a limit: the moves solved so far. */
  readonly values?: (number | null)[];
}

export function strerror(status: number): string;
export function parseRules(rules: RulesArg): number;
export function formatRules(rules: number): string;
/** The number of edges of a width x height board. */
export function edgeCount(width: number, height: number): number;

/** Struct sizes and field offsets as the module was compiled. */
export const layout: Readonly<Record<string, number>>;

/** What every object holding native memory has. */
declare class Native {
  /** The native pointer; throws once the object is freed. */
  readonly handle: number;
  readonly freed: boolean;
  /** Release the native memory now (also done, late, by the garbage
   *  collector); a second call does nothing. */
  free(): void;
  /** The same as free(). */
  close(): void;
}

export interface GameResult {
  /** 1 or 2; 0 for a draw or a game not over. */
  winner: number;
  margin: number;
}

export interface EdgeCoords {
  orientation: 'h' | 'v';
  row: number;
  col: number;
}

export interface Analysis {
  state: 'none' | 'loony' | 'handout';
  toMove: number;
  longChains: number;
  shortChains: number;
  loops: number;
  capturableBoxes: number;
  safeMoves: number;
  wantedParity: number;
  /** An optimal edge in a loony or handout position, else null. */
  move: number | null;
  decision: 'keep' | 'give' | 'either' | null;
  handout: number;
  value: number;
  margin: number;
  /** The chains and loops of the endgame (free it), null in state none. */
  endgame: Endgame | null;
}

export type GameFormat = 'record' | 'position' | 'diagram' | 'render';

export class Game extends Native {
  /** A new game on an empty board of width x height boxes (5x5). */
  constructor(width?: number, height?: number, rules?: RulesArg);
  /** Read a game record or position. */
  static parse(text: string): Game;
  /** A position with no history. */
  static setup(width: number, height: number, position?: {
    rules?: RulesArg;
    drawn?: Iterable<number>;
    owners?: ArrayLike<number>;
    toMove?: 1 | 2;
  }): Game;

  readonly width: number;
  readonly height: number;
  readonly rules: number;
  readonly edgeCount: number;
  readonly boxCount: number;
  /** 1 or 2. */
  readonly toMove: number;
  readonly isOver: boolean;
  readonly moveCount: number;
  /** [player 1, player 2] */
  readonly scores: [number, number];

  score(player: 1 | 2): number;
  result(): GameResult;
  /** Draw an edge; returns the boxes it completed (0, 1 or 2). */
  play(move: MoveArg): number;
  undo(): void;
  undoTo(count: number): void;
  isDrawn(edge: number): boolean;
  boxOwner(box: number): number;
  boxSides(box: number): number;
  edges(): Uint8Array;
  owners(): Uint8Array;
  moves(): number[];
  legalMoves(): number[];
  captureMoves(): number[];
  safeMoves(): number[];
  edge(orientation: 'h' | 'v' | 0 | 1, row: number, col: number): number;
  edgeCoords(edge: number): EdgeCoords;
  /** The boxes beside an edge, null off the board. */
  edgeBoxes(edge: number): [number | null, number | null];
  /** "a1-b1" */
  moveName(edge: number): string;
  parseMove(text: string): number;
  format(kind?: GameFormat): string;
  toString(): string;
  clone(): Game;
  analyse(): Analysis;
}

export interface AIOptions {
  level?: LevelArg;
  seed?: number;
  /** Work per move (0: the level's default). */
  nodeLimit?: number;
  timeLimitMs?: number;
  ttMb?: number;
}

export type Reason = 'none' | 'capture' | 'safe' | 'double-cross' | 'smallest'
  | 'control' | 'solver' | 'random' | 'search' | 'book' | 'outcome';

export interface AIMove {
  /** The edge (a game over is DnbError E_OVER). */
  move: number;
  reason: Reason;
  /** The move's exact value when known. */
  value: number | null;
  /** The level that decided. */
  level: LevelName;
  nodes: number;
  elapsedMs: number;
}

/** A call runs to the end of its budget: the module has no second thread
 *  to call dnb_ai_cancel from, so bound it with nodeLimit or timeLimitMs,
 *  or run it in a Worker and terminate() the worker (losing the AI). */
export class AI extends Native {
  constructor(options?: AIOptions);
  readonly options: Required<Omit<AIOptions, 'level'>> & { level: LevelName };
  readonly level: LevelName;
  setOptions(options: AIOptions): void;
  /** The move the AI plays here (the game is not changed). */
  move(game: Game): AIMove;
  /** A hint for the player to move: the same choice as move(). */
  hint(game: Game): AIMove;
  static levelName(level: LevelArg): LevelName;
}

/** What a progress callback is told: lower <= value <= upper is proven. */
export interface SolverProgress {
  lower: number;
  upper: number;
  /** Nodes searched so far by this call. */
  nodes: number;
  elapsedMs: number;
}

export interface SolverOptions {
  nodeLimit?: number;
  timeLimitMs?: number;
  /** Table in MiB; 0 lets the solver size it. */
  ttMb?: number;
  /** Called from inside solve(), value() and moveValues(), on the same
   *  thread, every progressNodes nodes; return true to stop the search
   *  (DnbError E_CANCELLED).  Nothing else runs on that thread meanwhile
   *  (no timer, message or abort event): to stop from elsewhere, read a
   *  SharedArrayBuffer flag here with Atomics.load.  What it throws is
   *  thrown by the call.  null removes it. */
  progress?: ((progress: SolverProgress) => boolean | void) | null;
  /** Nodes between progress calls (0: 65536). */
  progressNodes?: number;
}

export interface SolverResult {
  /** For the player to move: their boxes minus the opponent's from here
   *  on (misere: the other way round; Nimstring: +1 or -1). */
  value: number;
  lower: number;
  upper: number;
  /** Every optimal move (solve only). */
  best: number[];
  /** A principal variation. */
  pv: number[];
  nodes: number;
  elapsedMs: number;
  ttBytes: number;
}

export class Solver extends Native {
  constructor(options?: SolverOptions);
  readonly options: SolverOptions;
  setOptions(options: SolverOptions): void;
  /** Throws DnbError E_LIMIT or E_CANCELLED (with bounds) when a limit
   *  or the progress callback stops it, E_RANGE past 64 undrawn edges. */
  solve(game: Game): SolverResult;
  value(game: Game): SolverResult;
  /** Per edge: its value as a move, null if illegal. */
  moveValues(game: Game): (number | null)[];
  clear(): void;
  readonly memory: number;
}

export type ComponentArg = string | { kind: 'chain' | 'loop'; length: number };

export interface EndgameValues {
  /** v(G), the controller's margin. */
  value: number;
  controlledValue: number;
  terminalBonus: number;
  boxes: number;
  chains: number;
  loops: number;
  allcockCase: number;
  standardMove: string | null;
  /** An optimal component to open, "3" or "4l". */
  move: string | null;
  allcockOverride: boolean;
}

export class Endgame extends Native {
  /** "3 3 4l", or a list of components. */
  constructor(components?: string | ComponentArg[]);
  add(component: string, count?: number): this;
  add(kind: 'chain' | 'loop', length: number, count?: number): this;
  add(component: { kind: 'chain' | 'loop'; length: number }): this;
  remove(component: ComponentArg): this;
  remove(kind: 'chain' | 'loop', length: number): this;
  clear(): this;
  components(): { kind: 'chain' | 'loop'; length: number; count: number }[];
  evaluate(): EndgameValues;
  option(component: ComponentArg): {
    valueWithout: number; valueAfter: number; decision: 'keep' | 'give' | 'either';
  };
  optimalOpenings(): string[];
  toString(): string;
}

/** A nimber, or 'loony'. */
export type NimValue = number | 'loony';

export interface NimstringOptions {
  memoMb?: number;
  nodeLimit?: number;
  timeLimitMs?: number;
}

/** Like AI's, its calls cannot be cancelled from JavaScript: a limit
 *  stops one with DnbError E_LIMIT, or terminate() the Worker it runs in. */
export class Nimstring extends Native {
  constructor(options?: NimstringOptions);
  /** The value of a game's position, or of a strings-and-coins graph
   *  written as dnb_nimstring(5) text. */
  value(position: Game | string): NimValue;
  moveValues(position: Game | string): { string: number; edge: number | null; value: NimValue }[];
  readonly nodes: number;
  clear(): void;
}

export class Dots extends Native {
  /** A new game of Dots (kropki) on width x height points (10x10). */
  constructor(width?: number, height?: number);
  static parse(text: string): Dots;
  readonly width: number;
  readonly height: number;
  /** 1 or 2, 0 once over. */
  readonly toMove: number;
  readonly isOver: boolean;
  readonly freeCount: number;
  readonly historyLength: number;
  readonly scores: [number, number];
  score(player: 1 | 2): number;
  hasEnded(player: 1 | 2): boolean;
  result(): GameResult;
  /** Put a dot; returns the change of the mover's score. */
  play(point: PointArg): number;
  setup(player: 1 | 2, point: PointArg): number;
  endTurn(): void;
  undo(): void;
  /** 0 empty, 1/2 a live dot, 3/4 a captured dot of player 1/2. */
  point(point: PointArg): number;
  owner(point: PointArg): number;
  legalMoves(): number[];
  pointName(point: number): string;
  parsePoint(text: string): number;
  format(kind?: 'record' | 'render'): string;
  toString(): string;
  clone(): Dots;
}

declare const libdnb: {
  version: typeof version; versionNumber: typeof versionNumber;
  Status: typeof Status; Rules: typeof Rules; Level: typeof Level;
  NO_EDGE: typeof NO_EDGE; DnbError: typeof DnbError; strerror: typeof strerror;
  parseRules: typeof parseRules; formatRules: typeof formatRules;
  edgeCount: typeof edgeCount; layout: typeof layout;
  Game: typeof Game; AI: typeof AI; Solver: typeof Solver;
  Endgame: typeof Endgame; Nimstring: typeof Nimstring; Dots: typeof Dots;
};
export default libdnb;
