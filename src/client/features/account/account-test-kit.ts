import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredCompanyInformation, StoredPersonalInformation } from '../../../shared/api/onboarding';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';

/** What `GET /users/private/infos` answers for the example owner. */
export function aStoredPersonalInformation(overrides: Partial<StoredPersonalInformation> = {}): StoredPersonalInformation {
  const { firstName, lastName, birthDate, countryCode, phoneNumber } = validOnboarding.userInformation;
  return { firstName, lastName, birthDate, countryCode, phoneNumber, phone: phoneNumber, gender: 'Unknown', ...overrides };
}

/** What `GET /users/private/company-information` answers for the example owner. */
export function aStoredCompanyInformation(overrides: Partial<StoredCompanyInformation> = {}): StoredCompanyInformation {
  return {
    ...validOnboarding.companyInformation,
    companyEmail: 'contact@boulangerie-du-port.fr',
    companyEmailVerifiedAt: null,
    ...overrides,
  };
}

/** A section of the page, found by its heading. */
export const region = (name: string) => screen.findByRole('region', { name });

/** Types a one-time code in the six boxes of `container`, as a user pastes it. */
export async function pasteCode(container: HTMLElement, code: string) {
  await userEvent.click(within(container).getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
  await userEvent.paste(code);
}

/**
 * jsdom draws nothing and decodes no picture: these stand-ins let the crop run. A picture "loads" as soon
 * as its source is set, with the given size; canvases record what is drawn and export a small WebP.
 */
export function stubPictureApis(size = { width: 800, height: 600 }) {
  const drawImage = jest.fn();
  const source = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  beforeEach(() => {
    drawImage.mockClear();
    URL.createObjectURL = jest.fn(() => 'blob:chosen-picture');
    URL.revokeObjectURL = jest.fn();
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ clearRect: jest.fn(), drawImage }) as unknown as CanvasRenderingContext2D);
    jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['webp'], { type: 'image/webp' })));
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(size.width);
    jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(size.height);
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      configurable: true,
      get(this: HTMLImageElement) {
        return this.getAttribute('src') ?? '';
      },
      set(this: HTMLImageElement, value: string) {
        this.setAttribute('src', value);
        setTimeout(() => this.onload?.(new Event('load')));
      },
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(HTMLImageElement.prototype, 'src', source);
  });
  return { drawImage };
}
