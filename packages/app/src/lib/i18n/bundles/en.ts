import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import dashboard from '../../../locales/en/dashboard.json';
import errors from '../../../locales/en/errors.json';
import register from '../../../locales/en/register.json';
import shell from '../../../locales/en/shell.json';
import validation from '../../../locales/en/validation.json';

export default { auth, common, dashboard, errors, register, shell, validation };
