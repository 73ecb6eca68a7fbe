import auth from '../../../locales/sl/auth.json';
import common from '../../../locales/sl/common.json';
import dashboard from '../../../locales/sl/dashboard.json';
import errors from '../../../locales/sl/errors.json';
import register from '../../../locales/sl/register.json';
import shell from '../../../locales/sl/shell.json';
import validation from '../../../locales/sl/validation.json';

export default { auth, common, dashboard, errors, register, shell, validation };
