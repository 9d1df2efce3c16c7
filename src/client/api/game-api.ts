import type { GameSettings, PlayRequest } from '../../shared/api/game';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import type { SkipToken } from '@reduxjs/toolkit/query/react';
import { baseApi } from './base-api';
import {
  PER_ESTABLISHMENT,
  atEstablishment,
  establishmentTag,
  staleAfter,
  useAtChosen,
  useChosenOnly,
  type AtEstablishment,
  type EstablishmentQueryOptions,
} from './establishment-scope';

/**
 * The prize wheel: the owner's settings, statistics and coupons (`/game/private`, behind the premium
 * gate), and the player's public calls (`/game/public/{publicId}`, no account). A play or a
 * redemption pushes `gameUpdated` to the owner's sockets, which invalidates that establishment's tags.
 */
export const gameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gameState: build.query<AnswerOf<'gameState'>, AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ location }) => atEstablishment(location, pathOf('gameState')),
      providesTags: (_game, _error, { location }) => [establishmentTag('Game', location)],
    }),
    saveGameSettings: build.mutation<AnswerOf<'saveGameSettings'>, GameSettings>({
      query: (settings) => ({ url: pathOf('saveGameSettings'), method: API_ROUTES.saveGameSettings.method, body: settings }),
      invalidatesTags: (_game, _error, _settings, meta) => staleAfter(meta, 'Game', 'GameStats'),
    }),
    gameStats: build.query<AnswerOf<'gameStats'>, { days: number } & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ days, location }) => atEstablishment(location, pathOf('gameStats'), { days }),
      providesTags: (_stats, _error, { location }) => [establishmentTag('GameStats', location)],
    }),
    gameCoupons: build.query<AnswerOf<'gameCoupons'>, { q?: string; page?: number } & AtEstablishment>({
      ...PER_ESTABLISHMENT,
      query: ({ q, page, location }) =>
        atEstablishment(location, pathOf('gameCoupons'), { ...(q ? { q } : {}), ...(page ? { page } : {}) }),
      providesTags: (_coupons, _error, { location }) => [establishmentTag('GameCoupons', location)],
    }),
    redeemCoupon: build.mutation<AnswerOf<'redeemCoupon'>, string>({
      query: (code) => ({ url: pathOf('redeemCoupon', { code }), method: API_ROUTES.redeemCoupon.method }),
      invalidatesTags: (_coupon, _error, _code, meta) => staleAfter(meta, 'GameCoupons', 'GameStats', 'Game'),
    }),
    publicGame: build.query<AnswerOf<'publicGame'>, string>({
      query: (publicId) => pathOf('publicGame', { publicId }),
    }),
    publicGameRules: build.query<AnswerOf<'publicGameRules'>, string>({
      query: (publicId) => pathOf('publicGameRules', { publicId }),
    }),
    playGame: build.mutation<AnswerOf<'playGame'>, { publicId: string; play: PlayRequest }>({
      query: ({ publicId, play }) => ({ url: pathOf('playGame', { publicId }), method: API_ROUTES.playGame.method, body: play }),
    }),
  }),
});

export const { useSaveGameSettingsMutation, useRedeemCouponMutation, usePublicGameQuery, usePublicGameRulesQuery, usePlayGameMutation } =
  gameApi;

// The owner's queries, for the establishment shown.
export const useGameStateQuery = (arg: void | SkipToken = undefined, options?: EstablishmentQueryOptions) =>
  gameApi.useGameStateQuery(useChosenOnly(arg), options);
export const useGameStatsQuery = (days: number | SkipToken, options?: EstablishmentQueryOptions) =>
  gameApi.useGameStatsQuery(useAtChosen(typeof days === 'number' ? { days } : days), options);
export const useGameCouponsQuery = (query: { q?: string; page?: number } | SkipToken, options?: EstablishmentQueryOptions) =>
  gameApi.useGameCouponsQuery(useAtChosen(query), options);
