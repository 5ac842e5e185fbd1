import type { ReactElement } from 'react';
import { lazyScreen } from './lazyScreen.ts';
import type { ScreenRouteId } from './routes.ts';

// Each import() is its own chunk: an area's screens load only when that area is visited (the
// guest screens are one area: features/auth/screens.ts).
const authScreens = () => import('../features/auth/screens.ts');
const Login = lazyScreen(() => authScreens().then((m) => m.LoginScreen));
const Register = lazyScreen(() => authScreens().then((m) => m.RegisterScreen));
const PasswordRequest = lazyScreen(() => authScreens().then((m) => m.PasswordRequestScreen));
const PasswordReset = lazyScreen(() => authScreens().then((m) => m.PasswordResetScreen));
const Profile = lazyScreen(() =>
  import('../features/profile/ProfileScreen.tsx').then((m) => m.ProfileScreen),
);
const Agencies = lazyScreen(() =>
  import('../features/agencies/AgenciesScreen.tsx').then((m) => m.AgenciesScreen),
);
const AgencyForm = lazyScreen(() =>
  import('../features/agencies/AgencyFormScreen.tsx').then((m) => m.AgencyFormScreen),
);
const ClientAgencies = lazyScreen(() =>
  import('../features/agencies/ClientAgenciesScreen.tsx').then((m) => m.ClientAgenciesScreen),
);
const ClientAgencyForm = lazyScreen(() =>
  import('../features/agencies/ClientAgenciesScreen.tsx').then((m) => m.ClientAgencyFormScreen),
);
const Whitelabels = lazyScreen(() =>
  import('../features/whitelabels/WhitelabelsScreen.tsx').then((m) => m.WhitelabelsScreen),
);
const AuditLog = lazyScreen(() =>
  import('../features/audit/AuditLogScreen.tsx').then((m) => m.AuditLogScreen),
);
const Administrators = lazyScreen(() =>
  import('../features/administrators/AdministratorsScreen.tsx').then((m) => m.AdministratorsScreen),
);
const Users = lazyScreen(() => import('../features/users/UsersScreen.tsx').then((m) => m.UsersScreen));
const UserDetail = lazyScreen(() => import('../features/users/UserScreen.tsx').then((m) => m.UserScreen));
const Websites = lazyScreen(() =>
  import('../features/websites/WebsitesScreen.tsx').then((m) => m.WebsitesScreen),
);
/** The website screen around every `/agency/websites/:id/...` route (header and tab bar). */
export const WebsiteShell = lazyScreen(() =>
  import('../features/websites/WebsiteShell.tsx').then((m) => m.WebsiteShell),
);
const WebsiteOverview = lazyScreen(() =>
  import('../features/websites/WebsiteOverviewScreen.tsx').then((m) => m.WebsiteOverviewScreen),
);
const CreateWebsite = lazyScreen(() =>
  import('../features/websites/CreateWebsiteScreen.tsx').then((m) => m.CreateWebsiteScreen),
);
const ShareWebsite = lazyScreen(() =>
  import('../features/websites/ShareWebsiteScreen.tsx').then((m) => m.ShareWebsiteScreen),
);
const WebsiteDomain = lazyScreen(() =>
  import('../features/websites/WebsiteDomainScreen.tsx').then((m) => m.WebsiteDomainScreen),
);
const WebsiteSettings = lazyScreen(() =>
  import('../features/websites/WebsiteSettingsScreen.tsx').then((m) => m.WebsiteSettingsScreen),
);
const SitePages = lazyScreen(() => import('../features/pages/PagesScreen.tsx').then((m) => m.PagesScreen));
const PageCreate = lazyScreen(() =>
  import('../features/pages/PageFormScreen.tsx').then((m) => m.PageCreateScreen),
);
const PageEdit = lazyScreen(() =>
  import('../features/pages/PageFormScreen.tsx').then((m) => m.PageEditScreen),
);
const SiteMenus = lazyScreen(() => import('../features/menus/MenusScreen.tsx').then((m) => m.MenusScreen));
// Forms, contacts, webhooks and backups: one chunk per area.
const SiteForms = lazyScreen(() => import('../features/forms/FormsScreen.tsx').then((m) => m.FormsScreen));
const FormEditor = lazyScreen(() =>
  import('../features/forms/FormEditorScreen.tsx').then((m) => m.FormEditorScreen),
);
const SiteContacts = lazyScreen(() =>
  import('../features/contacts/ContactsScreen.tsx').then((m) => m.ContactsScreen),
);
const ContactsInbox = lazyScreen(() =>
  import('../features/contacts/InboxScreen.tsx').then((m) => m.InboxScreen),
);
const SiteWebhooks = lazyScreen(() =>
  import('../features/webhooks/WebhooksScreen.tsx').then((m) => m.WebhooksScreen),
);
const SiteWebhook = lazyScreen(() =>
  import('../features/webhooks/WebhookScreen.tsx').then((m) => m.WebhookScreen),
);
const SiteBackups = lazyScreen(() =>
  import('../features/backups/BackupsScreen.tsx').then((m) => m.BackupsScreen),
);
// A site's commerce (the Payments tab): one chunk; the Stripe callback its own, it is passed once.
const commerceScreens = () => import('../features/commerce/screens.ts');
const SitePayments = lazyScreen(() => commerceScreens().then((m) => m.PaymentsScreen));
const GatewayCreate = lazyScreen(() => commerceScreens().then((m) => m.GatewayCreateScreen));
const SiteProducts = lazyScreen(() => commerceScreens().then((m) => m.ProductsScreen));
const SiteCoupons = lazyScreen(() => commerceScreens().then((m) => m.CouponsScreen));
const SiteOrders = lazyScreen(() => commerceScreens().then((m) => m.OrdersScreen));
const SiteSubscriptions = lazyScreen(() => commerceScreens().then((m) => m.SubscriptionsScreen));
const StripeCallback = lazyScreen(() =>
  import('../features/commerce/StripeCallbackScreen.tsx').then((m) => m.StripeCallbackScreen),
);
const MenuCreate = lazyScreen(() =>
  import('../features/menus/MenuEditorScreen.tsx').then((m) => m.MenuCreateScreen),
);
const MenuEdit = lazyScreen(() =>
  import('../features/menus/MenuEditorScreen.tsx').then((m) => m.MenuEditScreen),
);
const SiteRedirects = lazyScreen(() =>
  import('../features/redirects/RedirectsList.tsx').then((m) => m.RedirectsScreen),
);
const RedirectCreate = lazyScreen(() =>
  import('../features/redirects/RedirectFormScreen.tsx').then((m) => m.RedirectCreateScreen),
);
const RedirectEdit = lazyScreen(() =>
  import('../features/redirects/RedirectFormScreen.tsx').then((m) => m.RedirectEditScreen),
);
const RuleCreate = lazyScreen(() =>
  import('../features/redirects/RedirectFormScreen.tsx').then((m) => m.RuleCreateScreen),
);
const RuleEdit = lazyScreen(() =>
  import('../features/redirects/RedirectFormScreen.tsx').then((m) => m.RuleEditScreen),
);
const PagePreview = lazyScreen(() =>
  import('../features/pages/PagePreviewScreen.tsx').then((m) => m.PagePreviewScreen),
);
const PageTemplatePreview = lazyScreen(() =>
  import('../features/page-templates/PageTemplatePreviewScreen.tsx').then((m) => m.PageTemplatePreviewScreen),
);
const PageTemplates = lazyScreen(() =>
  import('../features/page-templates/PageTemplatesScreen.tsx').then((m) => m.PageTemplatesScreen),
);
const PageTemplateCreate = lazyScreen(() =>
  import('../features/page-templates/PageTemplateFormScreen.tsx').then((m) => m.PageTemplateCreateScreen),
);
const PageTemplateEdit = lazyScreen(() =>
  import('../features/page-templates/PageTemplateFormScreen.tsx').then((m) => m.PageTemplateEditScreen),
);
const PageTemplateCategories = lazyScreen(() =>
  import('../features/page-templates/PageTemplateCategoriesScreen.tsx').then(
    (m) => m.PageTemplateCategoriesScreen,
  ),
);
// The page-template editor is an editor chunk too, apart from the admin screens.
const PageTemplateDesign = lazyScreen(() =>
  import('../features/page-templates/PageTemplateDesignScreen.tsx').then((m) => m.PageTemplateDesignScreen),
);
// Admin templates: their own screens, and the site page and menu screens inside TemplateSite.
const templateScreens = () => import('../features/templates/screens.ts');
const Templates = lazyScreen(() => templateScreens().then((m) => m.TemplatesScreen));
const TemplateCreate = lazyScreen(() => templateScreens().then((m) => m.TemplateCreateScreen));
const TemplateEdit = lazyScreen(() => templateScreens().then((m) => m.TemplateEditScreen));
const TemplateCategories = lazyScreen(() => templateScreens().then((m) => m.TemplateCategoriesScreen));
const TemplateSite = lazyScreen(() => templateScreens().then((m) => m.TemplateSite));
const TemplatePreview = lazyScreen(() =>
  import('../features/templates/TemplatePreviewScreen.tsx').then((m) => m.TemplatePreviewScreen),
);
// The template page editor is an editor chunk too, apart from the admin screens.
const TemplatePageDesign = lazyScreen(() =>
  import('../features/templates/TemplatePageDesignScreen.tsx').then((m) => m.TemplatePageDesignScreen),
);
// Admin blocks: the list and forms in one chunk, the designer and the preview in their own.
const adminBlockScreens = () => import('../features/admin-blocks/screens.ts');
const AdminBlocks = lazyScreen(() => adminBlockScreens().then((m) => m.AdminBlocksScreen));
const AdminBlockCreate = lazyScreen(() => adminBlockScreens().then((m) => m.AdminBlockCreateScreen));
const AdminBlockEdit = lazyScreen(() => adminBlockScreens().then((m) => m.AdminBlockEditScreen));
const AdminBlockPreview = lazyScreen(() =>
  import('../features/admin-blocks/AdminBlockPreviewScreen.tsx').then((m) => m.AdminBlockPreviewScreen),
);
const AdminBlockDesign = lazyScreen(() =>
  import('../features/admin-blocks/AdminBlockDesignScreen.tsx').then((m) => m.AdminBlockDesignScreen),
);
// The admin's plans and prices: one chunk.
const billingAdminScreens = () => import('../features/billing-admin/screens.ts');
const Plans = lazyScreen(() => billingAdminScreens().then((m) => m.PlansScreen));
const PlanCreate = lazyScreen(() => billingAdminScreens().then((m) => m.PlanCreateScreen));
const PlanEdit = lazyScreen(() => billingAdminScreens().then((m) => m.PlanEditScreen));
const Prices = lazyScreen(() => billingAdminScreens().then((m) => m.PricesScreen));
const PriceCreate = lazyScreen(() => billingAdminScreens().then((m) => m.PriceCreateScreen));
const PriceEdit = lazyScreen(() => billingAdminScreens().then((m) => m.PriceEditScreen));
// Order pages: the list and form in one chunk, the designer and the preview in their own.
const orderPageScreens = () => import('../features/order-pages/screens.ts');
const OrderPages = lazyScreen(() => orderPageScreens().then((m) => m.OrderPagesScreen));
const OrderPageCreate = lazyScreen(() => orderPageScreens().then((m) => m.OrderPageCreateScreen));
const OrderPageEdit = lazyScreen(() => orderPageScreens().then((m) => m.OrderPageEditScreen));
const OrderPagePreview = lazyScreen(() =>
  import('../features/order-pages/OrderPagePreviewScreen.tsx').then((m) => m.OrderPagePreviewScreen),
);
const OrderPageDesign = lazyScreen(() =>
  import('../features/order-pages/OrderPageDesignScreen.tsx').then((m) => m.OrderPageDesignScreen),
);
// The admin blog: the site blog screens inside AdminBlogSite; its editor and preview in their own chunk.
const AdminBlogSite = lazyScreen(() =>
  import('../features/admin-blog/AdminBlogSite.tsx').then((m) => m.AdminBlogSite),
);
const adminBlogScreens = () => import('../features/admin-blog/AdminBlogScreens.tsx');
const AdminBlogDesign = lazyScreen(() => adminBlogScreens().then((m) => m.AdminBlogDesignScreen));
const AdminBlogPreview = lazyScreen(() => adminBlogScreens().then((m) => m.AdminBlogPreviewScreen));
const AdminBlogByUniqueId = lazyScreen(() =>
  import('../features/admin-blog/AdminBlogByUniqueIdScreen.tsx').then((m) => m.AdminBlogByUniqueIdScreen),
);
// A page or post shared by its unique id: one chunk for both.
const sharedRecordScreens = () => import('../features/shared-records/screens.ts');
const SharedPage = lazyScreen(() => sharedRecordScreens().then((m) => m.SharedPageScreen));
const SharedPost = lazyScreen(() => sharedRecordScreens().then((m) => m.SharedPostScreen));
// Courses: the admin and agency screens in one chunk, the course editor in its own.
const courseScreens = () => import('../features/courses/screens.ts');
const Courses = lazyScreen(() => courseScreens().then((m) => m.CoursesScreen));
const CourseCreate = lazyScreen(() => courseScreens().then((m) => m.CourseCreateScreen));
const CourseEdit = lazyScreen(() => courseScreens().then((m) => m.CourseEditScreen));
const AgencyCourses = lazyScreen(() => courseScreens().then((m) => m.AgencyCoursesScreen));
const AgencyCourse = lazyScreen(() => courseScreens().then((m) => m.AgencyCourseScreen));
const CoursePreview = lazyScreen(() =>
  import('../features/courses/CoursePreviewScreen.tsx').then((m) => m.CoursePreviewScreen),
);
const CourseDesign = lazyScreen(() =>
  import('../features/courses/CourseDesignScreen.tsx').then((m) => m.CourseDesignScreen),
);
// A site's blog: the list and forms in one chunk; the blog editor and template screens in their own.
const blogScreens = () => import('../features/blogs/screens.ts');
const SiteBlog = lazyScreen(() => blogScreens().then((m) => m.BlogPostsScreen));
const BlogCreate = lazyScreen(() => blogScreens().then((m) => m.BlogPostCreateScreen));
const BlogCreateByAi = lazyScreen(() => blogScreens().then((m) => m.BlogPostAiDraftScreen));
const BlogEdit = lazyScreen(() => blogScreens().then((m) => m.BlogPostEditScreen));
const BlogDesign = lazyScreen(() =>
  import('../features/blogs/BlogDesignScreen.tsx').then((m) => m.BlogDesignScreen),
);
const templateBlogScreens = () => import('../features/blogs/TemplateBlogScreens.tsx');
const TemplateBlogDesign = lazyScreen(() => templateBlogScreens().then((m) => m.TemplateBlogDesignScreen));
const TemplateBlogPreview = lazyScreen(() => templateBlogScreens().then((m) => m.TemplateBlogPreviewScreen));
const SiteFiles = lazyScreen(() => import('../features/files/FilesScreen.tsx').then((m) => m.FilesScreen));
const SiteSeo = lazyScreen(() => import('../features/seo/SeoScreen.tsx').then((m) => m.SeoScreen));
const SiteStats = lazyScreen(() => import('../features/stats/StatsScreen.tsx').then((m) => m.StatsScreen));
// The design editor is its own chunk: the dashboard never loads editor code.
const PageDesign = lazyScreen(() =>
  import('../features/editor/PageDesignScreen.tsx').then((m) => m.PageDesignScreen),
);
const Cards = lazyScreen(() => import('../features/cards/CardsScreen.tsx').then((m) => m.CardsScreen));
const CardEditor = lazyScreen(() =>
  import('../features/cards/CardEditorScreen.tsx').then((m) => m.CardEditorScreen),
);
const CardPreview = lazyScreen(() =>
  import('../features/cards/CardPreviewScreen.tsx').then((m) => m.CardPreviewScreen),
);
const UserCard = lazyScreen(() =>
  import('../features/cards/UserCardScreen.tsx').then((m) => m.UserCardScreen),
);
const CardIntegrations = lazyScreen(() =>
  import('../features/cards/CardIntegrationsScreen.tsx').then((m) => m.CardIntegrationsScreen),
);
const CardTransfers = lazyScreen(() =>
  import('../features/cards/CardTransfersScreen.tsx').then((m) => m.CardTransfersScreen),
);
const Subscription = lazyScreen(() =>
  import('../features/subscription/SubscriptionScreen.tsx').then((m) => m.SubscriptionScreen),
);
// The agency's billing screens: one chunk (features/billing/screens.ts); the public order page its own.
const billingScreens = () => import('../features/billing/screens.ts');
const PaymentMethods = lazyScreen(() => billingScreens().then((m) => m.PaymentMethodsScreen));
const AddPaymentMethod = lazyScreen(() => billingScreens().then((m) => m.AddPaymentMethodScreen));
const PremiumApps = lazyScreen(() => billingScreens().then((m) => m.PremiumAppsScreen));
const ResellerPlans = lazyScreen(() => billingScreens().then((m) => m.ResellerPlansScreen));
const Order = lazyScreen(() => import('../features/billing/OrderScreen.tsx').then((m) => m.OrderScreen));

/** The element each screen route renders. Typed over the table, so no route lacks one. */
export const screens: Record<ScreenRouteId, ReactElement> = {
  register: <Register />,
  order: <Order />,
  'page-preview': <PagePreview />,
  'page-template-preview': <PageTemplatePreview />,
  'template-preview': <TemplatePreview />,
  'template-page-preview': <TemplatePreview />,
  'template-blog-preview': <TemplateBlogPreview />,
  'admin-course-preview': <CoursePreview />,
  'admin-blog-preview': <AdminBlogPreview />,
  'admin-blog-by-unique-id': <AdminBlogByUniqueId />,
  'admin-order-page-preview': <OrderPagePreview />,
  'agency-page-by-unique-id': <SharedPage />,
  'agency-blog-by-unique-id': <SharedPost />,
  'admin-block-preview': <AdminBlockPreview />,
  login: <Login />,
  'password-request': <PasswordRequest />,
  'password-reset': <PasswordReset />,
  'admin-agencies': <Agencies status="active" />,
  'admin-agencies-archived': <Agencies status="archived" />,
  'admin-agencies-free-register': <Agencies status="free_register" />,
  'admin-profile': <Profile />,
  'admin-agencies-create': <AgencyForm mode="admin" />,
  'admin-agency-edit': <AgencyForm mode="admin" />,
  'admin-page-templates': <PageTemplates />,
  'admin-page-templates-create': <PageTemplateCreate />,
  'admin-page-template-edit': <PageTemplateEdit />,
  'admin-page-template-categories': <PageTemplateCategories />,
  'admin-page-template-sandbox-design': <PageTemplateDesign />,
  'admin-blocks': <AdminBlocks />,
  'admin-blocks-create': <AdminBlockCreate />,
  'admin-block-edit': <AdminBlockEdit />,
  'admin-block-sandbox-design': <AdminBlockDesign />,
  'admin-templates': <Templates />,
  'admin-templates-create': <TemplateCreate />,
  'admin-template-categories': <TemplateCategories />,
  'admin-template-edit': <TemplateEdit />,
  'admin-template-pages': (
    <TemplateSite>
      <SitePages />
    </TemplateSite>
  ),
  'admin-template-pages-create': (
    <TemplateSite>
      <PageCreate />
    </TemplateSite>
  ),
  'admin-template-page-edit': (
    <TemplateSite>
      <PageEdit />
    </TemplateSite>
  ),
  'admin-template-menus': (
    <TemplateSite>
      <SiteMenus />
    </TemplateSite>
  ),
  'admin-template-menu-create': (
    <TemplateSite>
      <MenuCreate />
    </TemplateSite>
  ),
  'admin-template-menu-edit': (
    <TemplateSite>
      <MenuEdit />
    </TemplateSite>
  ),
  'admin-template-page-design': <TemplatePageDesign />,
  'admin-template-page-sandbox-design': <TemplatePageDesign />,
  'admin-template-blog': (
    <TemplateSite>
      <SiteBlog />
    </TemplateSite>
  ),
  'admin-template-blog-create': (
    <TemplateSite>
      <BlogCreate />
    </TemplateSite>
  ),
  'admin-template-blog-edit': (
    <TemplateSite>
      <BlogEdit />
    </TemplateSite>
  ),
  'admin-template-blog-design': <TemplateBlogDesign />,
  'admin-template-blog-sandbox-design': <TemplateBlogDesign />,
  'admin-courses': <Courses />,
  'admin-courses-create': <CourseCreate />,
  'admin-blog': (
    <AdminBlogSite>
      <SiteBlog />
    </AdminBlogSite>
  ),
  'admin-blog-create': (
    <AdminBlogSite>
      <BlogCreate />
    </AdminBlogSite>
  ),
  'admin-blog-edit': (
    <AdminBlogSite>
      <BlogEdit />
    </AdminBlogSite>
  ),
  'admin-blog-design': <AdminBlogDesign />,
  'admin-course-edit': <CourseEdit />,
  'admin-course-design': <CourseDesign />,
  'admin-course-sandbox-design': <CourseDesign />,
  'admin-plans': <Plans />,
  'admin-plans-create': <PlanCreate />,
  'admin-plan-edit': <PlanEdit />,
  'admin-prices': <Prices />,
  'admin-prices-create': <PriceCreate />,
  'admin-price-edit': <PriceEdit />,
  'admin-order-pages': <OrderPages />,
  'admin-order-pages-create': <OrderPageCreate />,
  'admin-order-page-edit': <OrderPageEdit />,
  'admin-order-page-design': <OrderPageDesign />,
  'admin-whitelabels': <Whitelabels />,
  'admin-administrators': <Administrators />,
  'admin-audit-log': <AuditLog />,
  'agency-courses': <AgencyCourses />,
  'agency-course': <AgencyCourse />,
  'agency-users': <Users />,
  'agency-user': <UserDetail />,
  'agency-clients': <ClientAgencies />,
  'agency-clients-create': <ClientAgencyForm />,
  'agency-client-edit': <ClientAgencyForm />,
  'agency-websites': <Websites />,
  'agency-contacts': <ContactsInbox />,
  'agency-website': <WebsiteOverview />,
  'agency-websites-create': <CreateWebsite />,
  'agency-websites-share': <ShareWebsite />,
  'agency-website-edit': <WebsiteDomain />,
  'agency-website-settings': <WebsiteSettings />,
  'agency-pages': <SitePages />,
  'agency-pages-create': <PageCreate />,
  'agency-page-edit': <PageEdit />,
  'agency-blog': <SiteBlog />,
  'agency-blog-create': <BlogCreate />,
  'agency-blog-create-by-ai': <BlogCreateByAi />,
  'agency-blog-edit': <BlogEdit />,
  'agency-blog-design': <BlogDesign />,
  'agency-blog-sandbox-design': <BlogDesign />,
  'agency-menus': <SiteMenus />,
  'agency-menu-create': <MenuCreate />,
  'agency-menu-edit': <MenuEdit />,
  'agency-website-forms': <SiteForms />,
  'agency-form-create': <FormEditor />,
  'agency-form-edit': <FormEditor />,
  'agency-website-contacts': <SiteContacts />,
  'agency-website-webhooks': <SiteWebhooks />,
  'agency-website-webhook': <SiteWebhook />,
  'agency-website-backups': <SiteBackups />,
  'agency-website-payments': <SitePayments />,
  'agency-gateway-create': <GatewayCreate />,
  'agency-website-products': <SiteProducts />,
  'agency-website-coupons': <SiteCoupons />,
  'agency-website-orders': <SiteOrders />,
  'agency-website-subscriptions': <SiteSubscriptions />,
  'agency-stripe-callback': <StripeCallback />,
  'agency-redirects': <SiteRedirects />,
  'agency-redirect-create': <RedirectCreate />,
  'agency-redirect-edit': <RedirectEdit />,
  'agency-settings-redirect-create': <RuleCreate />,
  'agency-settings-redirect-edit': <RuleEdit />,
  'agency-website-files': <SiteFiles />,
  'agency-website-seo': <SiteSeo />,
  'agency-website-stats': <SiteStats />,
  'agency-website-design': <PageDesign home />,
  'agency-page-design': <PageDesign />,
  'agency-page-sandbox-design': <PageDesign />,
  'agency-subscription': <Subscription />,
  'agency-payment-methods': <PaymentMethods />,
  'agency-payment-methods-create': <AddPaymentMethod />,
  'agency-premium-apps': <PremiumApps />,
  'agency-reseller-subscriptions': <ResellerPlans />,
  'agency-profile': <Profile />,
  'user-cards': <Cards />,
  'user-card-create': <CardEditor />,
  'user-card-edit': <UserCard />,
  'agency-cards': <Cards />,
  'agency-card-create': <CardEditor />,
  'agency-card-edit': <CardEditor />,
  'agency-card-preview': <CardPreview />,
  'agency-card-transfers': <CardTransfers />,
  'agency-card-integrations': <CardIntegrations />,
  'user-profile': <Profile />,
};
