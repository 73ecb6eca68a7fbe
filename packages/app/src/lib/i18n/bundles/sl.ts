import auth from '../../../locales/sl/auth.json';
import common from '../../../locales/sl/common.json';
import shell from '../../../locales/sl/shell.json';

/** The texts every page starts with (resources.ts START_NAMESPACES). */
export default { auth, common, shell };
