import type { Route } from "./+types/home";
import { ProductGrid } from "../components/product-card";
import { pageMeta } from "../lib/seo";
import { toCard } from "../lib/product-types";

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  return { products: products.map(toCard), publicUrl: context.config.publicUrl };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container">
      <h1 className="section-title">New Arrivals</h1>
      <ProductGrid products={loaderData.products} eager={4} />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta({ path: "/", publicUrl: data?.publicUrl ?? "" });
