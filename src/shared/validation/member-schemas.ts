import { mixed, object } from 'yup';
import { emailField } from './auth-schemas';
import { rowIdField } from './route-params';
import { INVALID_VALUE_KEY, stringField } from './string-field';

/** The roles an invitation or a change may give: never owner (ownership is transferred, not granted). */
export const GRANTABLE_ROLES = ['admin', 'manager', 'viewer'] as const;

/** At most this many establishments listed in one scope (an agency's largest clients have fewer). */
export const SCOPE_LOCATIONS_MAX = 500;

/** A scope naming a group: `{ group: <id> }`, nothing else in it. */
const isGroupScope = (value: unknown): value is { group: number } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { group?: unknown }).group === 'number' &&
  rowIdField().isValidSync((value as { group: number }).group);

/**
 * A member's scope: `all` establishments, future ones included, a list of at least one, or a group of the
 * organisation's (`{ group: <id> }`, its establishments at each request) (keys `validation.scope.*`).
 */
const scopeField = mixed<'all' | number[] | { group: number }>()
  .required('validation.scope.invalid')
  .test('scope', 'validation.scope.invalid', (value) => {
    if (value === 'all' || isGroupScope(value)) return true;
    if (!Array.isArray(value) || value.length === 0 || value.length > SCOPE_LOCATIONS_MAX) return false;
    return value.every((id) => rowIdField().isValidSync(id)) && new Set(value).size === value.length;
  });

const roleField = stringField('validation.role.invalid')
  .oneOf([...GRANTABLE_ROLES], 'validation.role.invalid')
  .required('validation.role.invalid');

/** `POST /members/private/invitations`. */
export const invitationSchema = object({ email: emailField, role: roleField, locations: scopeField });

/** `PATCH /members/private/:userId`. */
export const memberChangeSchema = object({ role: roleField, locations: scopeField });

/** `POST /members/private/invitations/accept`: the token of the mail's link (43 base64url characters). */
export const acceptInvitationSchema = object({
  token: stringField('validation.invitation.invalid', { trim: true })
    .required('validation.invitation.invalid')
    .max(64, 'validation.invitation.invalid')
    .matches(/^[A-Za-z0-9_-]{43}$/, 'validation.invitation.invalid'),
});

/**
 * `POST /organizations/private/transfer`: the member who becomes owner, and the proof of a one-time code just
 * confirmed (checked by the route: without a valid one it answers 428 `TWO_FACTOR_REQUIRED`, not a field error).
 */
export const transferSchema = object({
  userId: rowIdField(),
  twoFactorToken: stringField(INVALID_VALUE_KEY).max(512, INVALID_VALUE_KEY).optional(),
});

/** The params of a member's routes. */
export const memberParamsSchema = object({ userId: rowIdField() });
