import { describe, expect, it } from "vitest";
import { countWords } from "../../src/domain/words.js";
import { assemble, groupChunks, layoutText, MAX_CHUNK_WORDS } from "../../src/engine/llm/chunks.js";
import { fromModelText, maskProse, toModelText, tokenNumbers } from "../../src/engine/llm/placeholders.js";
import { ENGLISH_MARKDOWN, GERMAN, JAPANESE, numberedParagraphs } from "./engine-fixtures.js";

describe("layoutText", () => {
  it.each([
    ["English Markdown", ENGLISH_MARKDOWN, "en"],
    ["German", GERMAN, "de"],
    ["Japanese", JAPANESE, "ja"],
    ["CRLF and trailing spaces", "First line of prose here.  \r\nSecond line of prose here.\r\n\r\n\r\nThird one, after blank lines.\r\n", "en"],
  ])("gives the text back when every piece is put back as it was (%s)", (_, text, language) => {
    const layout = layoutText(text, language);
    expect(
      assemble(
        layout,
        layout.pieces.map((piece) => piece.original),
      ),
    ).toBe(text);
  });

  it("sends only prose: headings, code, tables, list markers and blank lines stay in the skeleton", () => {
    const layout = layoutText(ENGLISH_MARKDOWN, "en");
    const skeleton = layout.parts.flatMap((part) => ("verbatim" in part ? [part.verbatim] : [])).join("");
    for (const line of ["# Launch plan for v2.4.1\n", "## Steps\n", "```sh\n", "npm run deploy -- --important\n", "| Step | Owner |\n", "- ", "> "]) {
      expect(skeleton).toContain(line);
    }
    const prose = layout.pieces.map((piece) => piece.original);
    expect(prose).toHaveLength(5);
    expect(prose.some((text) => text.includes("npm run deploy -- --important"))).toBe(false);
    expect(prose.every((text) => !text.startsWith("- ") && !text.startsWith("#") && !text.includes("\n"))).toBe(true);
  });

  it("leaves prose of fewer than 3 words, or only protected spans, verbatim", () => {
    expect(layoutText("- Pricing\n- See https://example.com\n", "en").pieces).toEqual([]);
  });

  it("splits a paragraph longer than a chunk at sentence ends, keeping the spaces between", () => {
    const sentence = "Sentence number 7 has exactly seven words.";
    const paragraph = Array.from({ length: 120 }, () => sentence).join(" ");
    const layout = layoutText(`Intro of three.\n\n${paragraph}\n`, "en");
    const words = layout.pieces.map((piece) => piece.words);
    expect(words[0]).toBe(3);
    expect(words.slice(1).reduce((a, b) => a + b)).toBe(840);
    for (const count of words) expect(count).toBeLessThanOrEqual(MAX_CHUNK_WORDS);
    for (const piece of layout.pieces.slice(1)) expect(piece.original).toMatch(/^Sentence .*words\.$/);
    expect(
      assemble(
        layout,
        layout.pieces.map((piece) => piece.original),
      ),
    ).toBe(`Intro of three.\n\n${paragraph}\n`);
  });

  it("splits long Japanese at 。", () => {
    const text = "東京では新しい計画が発表されました。".repeat(80);
    const layout = layoutText(text, "ja");
    expect(layout.pieces.length).toBeGreaterThan(1);
    for (const piece of layout.pieces) {
      expect(piece.words).toBeLessThanOrEqual(MAX_CHUNK_WORDS);
      expect(piece.original.endsWith("。")).toBe(true);
    }
    expect(
      assemble(
        layout,
        layout.pieces.map((piece) => piece.original),
      ),
    ).toBe(text);
  });
});

describe("groupChunks", () => {
  it("fills chunks in order up to about 400 words", () => {
    const layout = layoutText(numberedParagraphs(12, 150), "en");
    const chunks = groupChunks(layout.pieces);
    expect(chunks.flat()).toEqual(layout.pieces);
    for (const chunk of chunks) {
      expect(chunk.reduce((sum, piece) => sum + piece.words, 0)).toBeLessThanOrEqual(MAX_CHUNK_WORDS);
    }
    expect(chunks.length).toBe(6); // two ~160-word paragraphs per chunk
  });

  it("keeps a 3,000-word text to a handful of calls", () => {
    const layout = layoutText(numberedParagraphs(30, 100), "en");
    expect(countWords(layout.pieces.map((piece) => piece.original).join(" "))).toBeGreaterThan(3000);
    expect(groupChunks(layout.pieces).length).toBeLessThanOrEqual(10);
  });
});

describe("placeholders", () => {
  it("turns each masked span into a numbered token and back", () => {
    const line = "Sarah Connor paid $4.2 million on March 14, 2024 at https://example.com.";
    const masked = maskProse(line, "en");
    expect(masked).not.toBeNull();
    const sent = toModelText([masked!, masked!]);
    expect(sent.text).toBe("⟦1⟧ paid ⟦2⟧ million on ⟦3⟧ at ⟦4⟧.\n\n⟦5⟧ paid ⟦6⟧ million on ⟦7⟧ at ⟦8⟧.");
    expect(tokenNumbers(sent.text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(fromModelText(sent.text, sent.spans)).toBe(`${line}\n\n${line}`);
  });

  it("protects a literal ⟦ or ⟧ in the text as a token of its own", () => {
    const masked = maskProse("Use the ⟦ and ⟧ brackets with care in math.", "en");
    const sent = toModelText([masked!]);
    expect(sent.text).toBe("Use the ⟦1⟧ and ⟦2⟧ brackets with care in math.");
    expect(fromModelText(sent.text, sent.spans)).toBe("Use the ⟦ and ⟧ brackets with care in math.");
  });

  it("leaves German nouns to the model but still protects numbers, links and acronyms", () => {
    const sent = toModelText([maskProse("Die Regierung hat die Steuern 2024 laut ISO auf https://example.de erhöht.", "de")!]);
    expect(sent.text).toBe("Die Regierung hat die Steuern ⟦1⟧ laut ⟦2⟧ auf ⟦3⟧ erhöht.");
    expect(sent.spans).toEqual(["2024", "ISO", "https://example.de"]);
  });

  it("masks only the digits and Latin words of a Japanese clause", () => {
    const sent = toModelText([maskProse("2024年に東京でAPIの料金は¥3,000になりました。", "ja")!]);
    expect(sent.text).toBe("⟦1⟧年に東京で⟦2⟧の料金は⟦3⟧になりました。");
    expect(sent.spans).toEqual(["2024", "API", "¥3,000"]);
  });
});
