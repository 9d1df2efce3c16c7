import { array, object } from 'yup';
import { GROUP_LOCATIONS_MAX, GROUP_NAME_MAX } from '../api/organizations';
import { rowIdField } from './route-params';
import { stringField } from './string-field';

/**
 * `POST /groups/private` and `PUT /groups/private/:id`: the group's name (trimmed, 1 to 60 characters) and its
 * establishments (ids, none repeated, at most 200; the server checks they are the organisation's).
 */
export const groupSchema = object({
  name: stringField('validation.group.name', { trim: true })
    .required('validation.group.name')
    .min(1, 'validation.group.name')
    .max(GROUP_NAME_MAX, 'validation.group.name'),
  locations: array(rowIdField())
    .typeError('validation.group.locations')
    .required('validation.group.locations')
    .max(GROUP_LOCATIONS_MAX, 'validation.group.locations')
    .test('distinct', 'validation.group.locations', (ids) => !ids || new Set(ids).size === ids.length),
});
