import { analyticsApi } from "./analytics";
import { cartApi } from "./cart";
import { catalogApi } from "./catalog";
import { contactApi } from "./contact";
import { ordersApi } from "./orders";
import { reviewsApi } from "./reviews";
import { referenceApi } from "./reference";
import { storefrontApi } from "./storefront";
import { usersApi } from "./users";

/** Every area's table, by the name its calls are grouped under in the OpenAPI document. */
export const API_AREAS = {
  catalog: catalogApi,
  reviews: reviewsApi,
  storefront: storefrontApi,
  cart: cartApi,
  orders: ordersApi,
  users: usersApi,
  contact: contactApi,
  analytics: analyticsApi,
  reference: referenceApi,
};

/** Every call by its "METHOD /path" key; the browser's API client is typed by this. */
export type Api = typeof catalogApi &
  typeof reviewsApi &
  typeof storefrontApi &
  typeof cartApi &
  typeof ordersApi &
  typeof usersApi &
  typeof contactApi &
  typeof analyticsApi &
  typeof referenceApi;
