import { eq } from "drizzle-orm";
import type { RenderedUpload } from "../../adapters/images/uploaded-images";
import type { Db } from "../../db/client";
import { media, mediaFiles } from "../../db/schema";

/**
 * Keeps an uploaded image's renditions, once per content (the same bytes uploaded twice are one
 * image), served under /media by media.routes.ts: product photos and the photos of a return.
 */
export async function keepUpload(db: Db, upload: RenderedUpload): Promise<void> {
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(media)
      .values({ hash: upload.hash, originalType: upload.originalType, width: upload.width, height: upload.height, bytes: upload.bytes })
      .onConflictDoNothing()
      .returning({ hash: media.hash });
    if (fresh)
      await tx.insert(mediaFiles).values(upload.files.map((f) => ({ name: f.name, hash: upload.hash, contentType: f.contentType, body: f.body })));
  });
}

/** An uploaded rendition, as /media serves it. */
export async function mediaFile(db: Db, name: string) {
  const [row] = await db.select({ body: mediaFiles.body, contentType: mediaFiles.contentType }).from(mediaFiles).where(eq(mediaFiles.name, name));
  return row ?? null;
}
