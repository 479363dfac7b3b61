// A TCP port nobody listens on right now (the kernel picks it), for the `wrangler dev`,
// inspector and Redis processes the bench, profile, soak and crash scripts start.
import net from "node:net";

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo; // listening on TCP
      server.close(() => resolve(port));
    });
  });
}
