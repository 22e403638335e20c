import { adminAuditApi } from "./admin-audit";
import { adminAccountApi, adminAuthApi, adminStaffApi } from "./admin-auth";
import { adminDashboardApi } from "./admin-dashboard";
import { adminOrdersApi } from "./admin-orders";
import { adminProductsApi } from "./admin-products";
import { adminReviewsApi } from "./admin-reviews";
import { adminInboxApi } from "./admin-inbox";
import { adminCouponsApi } from "./admin-coupons";
import { adminShoppersApi } from "./admin-shoppers";
import { adminSettingsApi } from "./admin-settings";
import { adminShippingApi, shippingWebhookApi } from "./admin-shipping";
import { adminVocabularyApi } from "./admin-vocabulary";
import { adminGrievancesApi } from "./admin-grievances";
import { analyticsApi } from "./analytics";
import { adminDeliveryFailuresApi, deliveryAnswerApi } from "./delivery-failures";
import { cartApi } from "./cart";
import { catalogApi } from "./catalog";
import { contactApi } from "./contact";
import { ordersApi } from "./orders";
import { returnsApi } from "./returns";
import { adminReturnsApi } from "./admin-returns";
import { reviewsApi } from "./reviews";
import { referenceApi } from "./reference";
import { storefrontApi } from "./storefront";
import { usersApi } from "./users";
import { privacyApi } from "./privacy";
import { indiaApi } from "./india";
import { wishlistApi } from "./wishlist";
import { stockAlertsApi } from "./stock-alerts";
import { adminDemandApi } from "./admin-demand";

/**
 * Every area's table, by the name its calls are grouped under in the OpenAPI document. The
 * console's areas (admin-*) are documented here but stay out of `Api`: the storefront's client
 * never calls them, and the console under /admin has its own client.
 */
export const API_AREAS = {
  catalog: catalogApi,
  reviews: reviewsApi,
  storefront: storefrontApi,
  cart: cartApi,
  orders: ordersApi,
  shipping: shippingWebhookApi,
  "delivery-answer": deliveryAnswerApi,
  returns: returnsApi,
  users: usersApi,
  privacy: privacyApi,
  contact: contactApi,
  analytics: analyticsApi,
  reference: referenceApi,
  india: indiaApi,
  wishlist: wishlistApi,
  "stock-alerts": stockAlertsApi,
  "admin-auth": adminAuthApi,
  "admin-dashboard": adminDashboardApi,
  "admin-staff": adminStaffApi,
  "admin-account": adminAccountApi,
  "admin-products": adminProductsApi,
  "admin-orders": adminOrdersApi,
  "admin-shipping": adminShippingApi,
  "admin-delivery-failures": adminDeliveryFailuresApi,
  "admin-returns": adminReturnsApi,
  "admin-reviews": adminReviewsApi,
  "admin-audit": adminAuditApi,
  "admin-inbox": adminInboxApi,
  "admin-coupons": adminCouponsApi,
  "admin-shoppers": adminShoppersApi,
  "admin-settings": adminSettingsApi,
  "admin-vocabulary": adminVocabularyApi,
  "admin-grievances": adminGrievancesApi,
  "admin-demand": adminDemandApi,
};

/** Every storefront call by its "METHOD /path" key; the shop's API client is typed by this. */
export type Api = typeof catalogApi &
  typeof reviewsApi &
  typeof storefrontApi &
  typeof cartApi &
  typeof ordersApi &
  typeof deliveryAnswerApi &
  typeof returnsApi &
  typeof usersApi &
  typeof privacyApi &
  typeof contactApi &
  typeof analyticsApi &
  typeof referenceApi &
  typeof indiaApi &
  typeof wishlistApi &
  typeof stockAlertsApi;
