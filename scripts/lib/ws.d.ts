// The part of `ws` (8.x, installed with miniflare) that scripts/profile.ts uses: Node 20 has no
// WebSocket client without a flag, and the package ships no types of its own.
declare module "ws" {
  export default class WebSocket {
    constructor(url: string, options?: { perMessageDeflate?: boolean; maxPayload?: number });
    /** `data` is a Buffer, an ArrayBuffer or Buffer[]; all print their text with toString(). */
    on(event: "message", listener: (data: { toString(): string }) => void): this;
    once(event: "open", listener: () => void): this;
    once(event: "error", listener: (error: Error) => void): this;
    send(data: string): void;
    close(): void;
  }
}
