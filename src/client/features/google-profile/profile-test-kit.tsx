import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProfileHoursAnswer, ProfilePhotoAnswer, ProfilePostAnswer } from '../../../shared/api/google-profile';
import { renderWithProviders } from '../../test/render';
import { GoogleProfilePage } from './google-profile-page';

/** The establishment the profile tests show. */
export const LOCATION = 7;

/** A bakery's hours as Google holds them: closed Monday, a lunch break on Tuesday, Sunday mornings. */
export function someHours(overrides: Partial<ProfileHoursAnswer> = {}): ProfileHoursAnswer {
  return {
    regular: [
      { day: 'TUESDAY', open: '07:00', close: '13:00' },
      { day: 'TUESDAY', open: '15:00', close: '19:30' },
      { day: 'WEDNESDAY', open: '07:00', close: '19:30' },
      { day: 'THURSDAY', open: '07:00', close: '19:30' },
      { day: 'FRIDAY', open: '07:00', close: '19:30' },
      { day: 'SATURDAY', open: '07:00', close: '24:00' },
      { day: 'SUNDAY', open: '07:00', close: '12:30' },
    ],
    special: [{ date: '2026-11-11', closed: true }],
    state: 'applied',
    googleUpdated: false,
    demo: true,
    ...overrides,
  };
}

export function aPost(overrides: Partial<ProfilePostAnswer> = {}): ProfilePostAnswer {
  return {
    id: 'post-1',
    kind: 'news',
    summary: 'Notre galette des rois est arrivée !',
    languageCode: 'fr',
    photoUrl: null,
    callToAction: null,
    event: null,
    offer: null,
    state: 'live',
    searchUrl: 'https://local.google.com/place?id=1&use=posts',
    createdAt: '2026-12-01T09:00:00.000Z',
    publishAt: null,
    repeat: 'never',
    problem: null,
    ...overrides,
  };
}

export function aPhoto(overrides: Partial<ProfilePhotoAnswer> = {}): ProfilePhotoAnswer {
  return {
    id: 'photo-1',
    category: 'INTERIOR',
    googleUrl: 'https://lh3.googleusercontent.com/p/1',
    thumbnailUrl: 'https://lh3.googleusercontent.com/p/1=s300',
    createdAt: '2026-11-30T10:00:00.000Z',
    width: 1200,
    height: 900,
    description: 'La salle',
    ...overrides,
  };
}

/** The profile's screen at `?tab=`, for a member who may edit it or not, with `connect` as the Google card. */
export function renderProfile({ tab, mayEdit = true, connect }: { tab?: string; mayEdit?: boolean; connect?: ReactNode } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/google-profile',
        element: <GoogleProfilePage location={LOCATION} name="Boulangerie Dupont" mayEdit={mayEdit} connect={connect} />,
      },
    ],
    { initialEntries: [tab ? `/google-profile?tab=${tab}` : '/google-profile'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}
