import { removeSharedBuilds } from './shared-builds.js';

/** After the run: the builds its workers shared go. */
export default function globalTeardown(): void {
  removeSharedBuilds();
}
