// Public images under /staticImage/<key>.<ext> (spec 001 §9 "Image path prefix /staticImage/"):
// no token and no tenant; the random storage key is what makes the address unguessable.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { openImage, STATIC_IMAGE_PREFIX, useFileDir } from '../../services/file-store.ts';
import { text } from '../../../domain/i18n/text.ts';

/** `<64 hex>.<image ext>`: nothing else reaches the database or the disk. */
const FILE_PATTERN = /^([0-9a-f]{64})\.(png|jpg|gif)$/;

export async function staticImageRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  useFileDir(config.fileDir);

  app.get<{ Params: { file: string } }>(
    `${STATIC_IMAGE_PREFIX}:file`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      const m = FILE_PATTERN.exec(req.params.file);
      if (!m) throw notFound(text('api.asset.fileDoesNotExist'));
      const { meta, stream } = await openImage(db, m[1], m[2]);
      return reply
        .header('content-type', meta.mime)
        .header('content-length', meta.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
