// The organisations module as other modules see it: organisations, their members and what each role may do.
export { createOrganizations, type EstablishmentChoice, type Organizations } from './service';
export { networkAskOf, NETWORK_MAX_LOCATIONS, type NetworkAsk, type NetworkChoice } from './network-scope';
export { createMembers, type Members } from './members';
export { createGroups, type Groups } from './groups';
export { createEstablishments, type Establishments, type NewEstablishment } from './establishments';
export { createRemovedEstablishments, type RemovedEstablishments } from './removed-establishments';
export { createEstablishmentRooms } from './realtime-rooms';
export { activityOfUser, createActivity, recordActivity, type Activity, type ActivityEntry } from './activity';
