// Types for bench/texts.mjs (shared by scripts/bench.mjs and bench/engine-speed.ts).
export declare const PARAGRAPHS: readonly string[];
export declare function countWords(text: string): number;
export declare function textOfWords(words: number, start?: number): string;
export declare function textVariants(words: number, count?: number): string[];
