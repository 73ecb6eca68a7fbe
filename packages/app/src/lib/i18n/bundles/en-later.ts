import dashboard from '../../../locales/en/dashboard.json';
import errors from '../../../locales/en/errors.json';
import register from '../../../locales/en/register.json';
import validation from '../../../locales/en/validation.json';

/** The texts the login page loads with its form (resources.ts LATER_NAMESPACES); other pages at start. */
export default { dashboard, errors, register, validation };
