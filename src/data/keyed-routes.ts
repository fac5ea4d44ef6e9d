// getStaticPaths of the routes whose page is the site plus one data call: each path keyed by that call's result
// (src/data/page-keys.ts), so a build renders only those whose data, or the site, changed since the live build.
import { blogListData, blogListPaths, blogPostData, blogPostPaths } from './blog-pages.ts';
import { brandPageData, brandPaths, brandsDirectoryData } from './brand-pages.ts';
import { compareAppProps } from './compare-page.ts';
import { contentPageData, contentPagePaths } from './content-page.ts';
import { dealerLocatorData, dealerLocatorPaths } from './dealer-locator.ts';
import { financePageData, financePagePaths, personalisedFinanceData, personalisedFinancePaths } from './finance-page.ts';
import { jobPageData, jobPaths } from './job-page.ts';
import { accessoriesPageData, accessoriesPaths, modelPageData, modelPaths, modelsPageData } from './model-pages.ts';
import { changedDataPaths, oncePerBuild } from './page-keys.ts';
import { tenant } from './site.ts';

/** An index route's one page (`[...index]`), when the tenant has it. */
const indexPage = (built: boolean) => (built ? [{ params: { index: undefined } }] : []);

export const brandOverviewPaths = oncePerBuild(() =>
  changedDataPaths(
    brandPaths(),
    (path) => `/${path.params.brand}/overview`,
    (path) => brandPageData(path.props.brand),
  ),
);
export const brandsDirectoryPaths = oncePerBuild(() => changedDataPaths(indexPage(tenant.brands.directory.length > 0), () => '/brands', brandsDirectoryData));
export const modelsIndexPaths = oncePerBuild(() => changedDataPaths(indexPage(tenant.models.length > 0), () => '/models', modelsPageData));
export const modelPagePaths = oncePerBuild(() =>
  changedDataPaths(
    modelPaths(),
    (path) => `/${path.params.model}`,
    (path) => modelPageData(path.props.model),
  ),
);
export const accessoriesPagePaths = oncePerBuild(() =>
  changedDataPaths(
    accessoriesPaths(),
    (path) => `/${path.params.model}/accessories`,
    (path) => accessoriesPageData(path.props.model),
  ),
);
export const blogListPagePaths = oncePerBuild(async () =>
  changedDataPaths(
    await blogListPaths(),
    (path) => `/blog${path.params.page ? `/${path.params.page}` : ''}`,
    (path) => blogListData(path.props.category),
  ),
);
export const blogPostPagePaths = oncePerBuild(async () =>
  changedDataPaths(
    await blogPostPaths(),
    (path) => `/blog/${path.params.category}/${path.params.post}`,
    (path) => blogPostData(path.props.path),
  ),
);
export const jobPagePaths = oncePerBuild(async () =>
  changedDataPaths(
    await jobPaths(),
    (path) => `/careers/${path.params.job}`,
    (path) => jobPageData(path.props.id),
  ),
);
export const contentPageRoutePaths = oncePerBuild(async () =>
  changedDataPaths(
    await contentPagePaths(),
    (path) => `/${path.params.contentPage}`,
    (path) => contentPageData(path.props.id),
  ),
);
export const financePageRoutePaths = oncePerBuild(() =>
  changedDataPaths(
    financePagePaths(),
    (path) => `/${path.params.financePage}`,
    (path) => financePageData(`/${path.params.financePage}`),
  ),
);
export const personalisedFinancePagePaths = oncePerBuild(() =>
  changedDataPaths(personalisedFinancePaths(), (path) => `/personalised/${path.params.page}`, personalisedFinanceData),
);
export const dealerLocatorPagePaths = oncePerBuild(() => changedDataPaths(dealerLocatorPaths(), () => '/dealer-locator', dealerLocatorData));
export const comparePagePaths = oncePerBuild(() => changedDataPaths(indexPage(tenant.features.compare), () => '/compare', compareAppProps));
