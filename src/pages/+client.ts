// The client entry of every page. Pages are static HTML; this only starts the islands they mark.
import { startSite } from '../islands/loader.ts';

startSite();
