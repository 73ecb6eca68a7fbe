/** Identity document uploads for tests: one passport photo page, as a browser's form sends it. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expectContractResponse, type Session } from './app.ts';

/** Uploads an 80×50 JPEG of one colour (`colour` tells uploads apart) as `session`'s passport. */
export async function uploadPassport(app: FastifyInstance, session: Session, colour: number): Promise<void> {
  const bytes = await sharp({
    create: { width: 80, height: 50, channels: 3, background: { r: colour, g: 100, b: 50 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----invest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nPASSPORT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/uploadDocuments/${session.userId}`,
    headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expectContractResponse(res, 'uploadDocuments', 200);
}
