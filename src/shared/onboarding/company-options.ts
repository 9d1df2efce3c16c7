/** The legal statuses offered; 'Auto-entrepreneur' is displayed as Micro/Auto-entrepreneur. */
export const LEGAL_STATUSES = ['SA', 'SARL', 'EURL', 'SAS', 'SASU', 'SNC', 'Auto-entrepreneur', 'SCOP', 'EI', 'EIRL', 'Autre'] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];

/** The 35 activity sectors; each key is translated under `onboarding.sectors.<key>`. */
export const ACTIVITY_SECTORS = [
  'hairdressingBeauty',
  'plumbingElectrical',
  'masonry',
  'carpentry',
  'cleaning',
  'repair',
  'foodRetail',
  'fashion',
  'jewellery',
  'electronics',
  'bookshop',
  'petShop',
  'restaurant',
  'barCafe',
  'bakery',
  'hotel',
  'school',
  'tutoring',
  'coaching',
  'medical',
  'physiotherapy',
  'psychologist',
  'gym',
  'communicationAgency',
  'consulting',
  'itServices',
  'accountingLegalHr',
  'garage',
  'drivingSchool',
  'vehicleRental',
  'taxi',
  'realEstateAgency',
  'propertyManagement',
  'construction',
  'other',
] as const;
export type ActivitySector = (typeof ACTIVITY_SECTORS)[number];

/** The only country accepted for now, and its phone country code. */
export const DEFAULT_COUNTRY_CODE = 'FR';
export const ACCEPTED_COUNTRY = 'France';
