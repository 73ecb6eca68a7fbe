import dashboard from '../../../locales/sl/dashboard.json';
import errors from '../../../locales/sl/errors.json';
import register from '../../../locales/sl/register.json';
import validation from '../../../locales/sl/validation.json';

/** The texts the login page loads with its form (resources.ts LATER_NAMESPACES); other pages at start. */
export default { dashboard, errors, register, validation };
