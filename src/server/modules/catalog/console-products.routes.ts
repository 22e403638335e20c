import { Hono } from "hono";
import {
  ImageAltQuery as AltQuery,
  ImagesRequest,
  GoesLiveRequest,
  ImportRequest,
  ProductIdParam as IdParam,
  ProductInput,
  ProductListQuery,
  StatusRequest,
  StockRequest,
  ThresholdRequest,
} from "../../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../../domain/console-messages";
import { renderUpload } from "../../adapters/images/uploaded-images";
import type { AppEnv } from "../../http/types";
import { jsonBody, parseWith } from "../../http/validate";
import { actorOf, recordAudit } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";

/** The console's catalog: products, their stock and images, and the low-stock threshold. */
export function productRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await c.var.services.consoleProducts.list(parseWith(ProductListQuery, c.req.query()))))
    .get("/export.csv", async (c) => {
      const query = parseWith(ProductListQuery, c.req.query());
      const csv = await c.var.services.productCsv.exportCsv(query);
      await recordAudit(c.var.services.db, actorOf(c.var.admin), { action: "products.export", targetType: "products", after: query });
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
      });
    })
    .post("/import", async (c) => {
      const { csv, apply } = await jsonBody(c, ImportRequest);
      const answer = await c.var.services.productCsv.importCsv(actorOf(c.var.admin), csv, apply);
      if (answer.applied) refreshStorefront(c.var.services);
      return c.json(answer);
    })
    .get("/low-stock-threshold", async (c) => c.json({ success: true, threshold: await c.var.services.consoleProducts.lowStockThreshold() }))
    .put("/low-stock-threshold", async (c) => {
      const { threshold } = await jsonBody(c, ThresholdRequest);
      return c.json({ success: true, threshold: await c.var.services.consoleProducts.setLowStockThreshold(actorOf(c.var.admin), threshold) });
    })
    .post("/", async (c) => {
      const input = await jsonBody(c, ProductInput);
      const product = await c.var.services.consoleProducts.create(actorOf(c.var.admin), input);
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: "Product created." }, 201);
    })
    .get("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      return c.json({ success: true, product: await c.var.services.consoleProducts.detail(id) });
    })
    .put("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const input = await jsonBody(c, ProductInput);
      const product = await c.var.services.consoleProducts.update(actorOf(c.var.admin), id, input);
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: "Product saved." });
    })
    .post("/:id/status", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { status } = await jsonBody(c, StatusRequest);
      const product = await c.var.services.consoleProducts.setStatus(actorOf(c.var.admin), id, status);
      refreshStorefront(c.var.services);
      return c.json({
        success: true,
        product,
        message: `Product ${status === "published" ? "published" : status === "draft" ? "moved to drafts" : "archived"}.`,
      });
    })
    .put("/:id/goes-live", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { goesLiveAt } = await jsonBody(c, GoesLiveRequest);
      const product = await c.var.services.consoleProducts.setGoesLiveAt(actorOf(c.var.admin), id, goesLiveAt);
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: goesLiveAt ? "Drop time saved." : "Drop time cleared." });
    })
    .delete("/:id", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { deleted } = await c.var.services.consoleProducts.remove(actorOf(c.var.admin), id);
      refreshStorefront(c.var.services);
      return c.json({ success: true, deleted, message: deleted ? "Product deleted." : M.productArchived });
    })
    .put("/:id/stock", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { cells } = await jsonBody(c, StockRequest);
      const product = await c.var.services.consoleProducts.setStock(actorOf(c.var.admin), id, cells);
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: "Stock saved." });
    })
    .post("/:id/images", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { alt, color } = parseWith(AltQuery, c.req.query());
      await c.var.services.consoleProducts.detail(id);
      const upload = await renderUpload(Buffer.from(await c.req.arrayBuffer()));
      const { product, added } = await c.var.services.consoleProducts.addImage(actorOf(c.var.admin), id, upload, alt, color);
      if (!added) return c.json({ success: true, product, message: M.imageAlreadyThere });
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: "Image added." }, 201);
    })
    .put("/:id/images", async (c) => {
      const { id } = parseWith(IdParam, c.req.param());
      const { images } = await jsonBody(c, ImagesRequest);
      const product = await c.var.services.consoleProducts.setImages(actorOf(c.var.admin), id, images);
      refreshStorefront(c.var.services);
      return c.json({ success: true, product, message: "Images saved." });
    });
}
