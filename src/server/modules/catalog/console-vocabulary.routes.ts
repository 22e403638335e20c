import { type Context, Hono } from "hono";
import { CategoryInput, CategoryOrder, ColourChange, ColourInput, SizeSetChange, SizeSetInput } from "../../../contracts/admin-vocabulary";
import type { AppEnv } from "../../http/types";
import { jsonBody } from "../../http/validate";
import { actorOf } from "../audit/audit.service";
import { refreshStorefront } from "../storefront/storefront-changes.service";

/**
 * The catalog's vocabulary in the console (decision 221), for the owner and staff: colours, size
 * sets and categories. Each change is audit-logged, in force at once on this process (the others
 * hear the database's notice) and empties the storefront's caches.
 */
export function vocabularyRoutes() {
  const answer = async (c: { var: AppEnv["Variables"] }, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    ...(await c.var.services.vocabulary.view()),
  });
  const changed = async (c: Context<AppEnv>, message: string, status: 200 | 201 = 200) => {
    refreshStorefront(c.var.services);
    return c.json(await answer(c, message), status);
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await answer(c)))
    .post("/colours", async (c) => {
      const input = await jsonBody(c, ColourInput);
      await c.var.services.vocabulary.addColour(actorOf(c.var.admin), input);
      return changed(c, `Added the colour ${input.name}.`, 201);
    })
    .put("/colours/:id", async (c) => {
      const input = await jsonBody(c, ColourChange);
      await c.var.services.vocabulary.changeColour(actorOf(c.var.admin), c.req.param("id"), input);
      return changed(c, "Colour saved.");
    })
    .delete("/colours/:id", async (c) => {
      await c.var.services.vocabulary.deleteColour(actorOf(c.var.admin), c.req.param("id"));
      return changed(c, "Colour deleted.");
    })
    .post("/size-sets", async (c) => {
      const input = await jsonBody(c, SizeSetInput);
      await c.var.services.vocabulary.addSizeSet(actorOf(c.var.admin), input);
      return changed(c, `Added the size set ${input.name}.`, 201);
    })
    .put("/size-sets/:id", async (c) => {
      const input = await jsonBody(c, SizeSetChange);
      await c.var.services.vocabulary.changeSizeSet(actorOf(c.var.admin), c.req.param("id"), input);
      return changed(c, "Size set saved.");
    })
    .post("/categories", async (c) => {
      const input = await jsonBody(c, CategoryInput);
      await c.var.services.vocabulary.addCategory(actorOf(c.var.admin), input);
      return changed(c, `Added the category ${input.name}.`, 201);
    })
    .put("/categories/order", async (c) => {
      const input = await jsonBody(c, CategoryOrder);
      await c.var.services.vocabulary.orderCategories(actorOf(c.var.admin), input.slugs);
      return changed(c, "Categories ordered.");
    });
}
