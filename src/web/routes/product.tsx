import { data } from "react-router";
import type { Route } from "./+types/product";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { ResponsiveImage } from "../components/responsive-image";
import { pageMeta } from "../lib/seo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.productBySlug(params.slug);
  if (!product) throw data("We could not find that product. It may have been removed.", { status: 404 });
  return { product, publicUrl: context.config.publicUrl };
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <article className="container product">
      <div className="product-gallery">
        {product.image.map((src, i) => (
          <ResponsiveImage
            key={src}
            src={src}
            alt={i === 0 ? product.name : `${product.name}, back`}
            width={600}
            height={750}
            widths={[300, 600, 1200]}
            sizes="(min-width: 768px) 45vw, 100vw"
            priority={i === 0}
          />
        ))}
      </div>
      <div className="product-info">
        <h1>{product.name}</h1>
        <p className="product-price">
          <span>{formatINR(rupeesToPaise(product.price))}</span>{" "}
          <s>{formatINR(rupeesToPaise(product.originalPrice))}</s>
        </p>
        <p>{product.description}</p>
        <p>
          SKU: {product.SKU} · Category: {product.category}
        </p>
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ data, params }) =>
  data
    ? pageMeta({
        path: `/product/${data.product.slug}`,
        publicUrl: data.publicUrl,
        title: data.product.metatitle || `${data.product.name} | Dhaaga`,
        description: data.product.metadescription || data.product.description,
        image: data.product.image[0],
        type: "product",
      })
    : [{ title: `Product not found | Dhaaga` }, { name: "robots", content: "noindex" }, { name: "x-slug", content: params.slug }];
