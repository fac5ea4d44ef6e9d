// A job listing's page (/careers/<id>): the job and its application form, which files the position with the CV.
import { displayDate } from '#src/domain/time/display-date.ts';
import { openJobs, sitePages } from './content.ts';
import { pageForm } from './content-forms.ts';
import { tenant } from './site.ts';

/** One page per open job, while the site has its careers page. */
export async function jobPaths() {
  const careers = (await sitePages()).some((page) => page.data.template === 'careers');
  return careers ? (await openJobs()).map((job) => ({ params: { job: job.id }, props: { id: job.id } })) : [];
}

export async function jobPageData(id: string) {
  const job = (await openJobs()).find((entry) => entry.id === id)!;
  return {
    job,
    title: `${job.data.title} | Careers | ${tenant.name}`,
    closes: job.data.closes ? displayDate(job.data.closes) : null,
    form: pageForm('careers', job.path, [['position', job.data.title]])!,
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Careers', href: '/careers' },
      { label: job.data.title, href: job.path },
    ],
  };
}
