import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import shell from '../../../locales/en/shell.json';

/** The texts every page starts with (resources.ts START_NAMESPACES). */
export default { auth, common, shell };
