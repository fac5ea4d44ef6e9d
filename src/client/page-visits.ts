// Every page of the site records itself for lead attribution (src/stores/attribution.ts): the lead forms then send
// the pages seen on this visit and the campaign parameters it arrived with.
import { recordPageVisit } from '#src/stores/attribution.ts';

const site = document.body.dataset.site;
if (site) recordPageVisit(site);
