// The users module as other modules see it: accounts, their e-mail changes, the contact desk, the export and deletion.
export { createUsersService, type Account, type UsersService } from './service';
export { createEmailChange, type EmailChange } from './email-change';
export { createContactDesk, type ContactDesk } from './contact-desk';
export { createAccountExport, type AccountExport } from './account-export';
export { createAccountDeletion, type AccountDeletion } from './account-deletion';
