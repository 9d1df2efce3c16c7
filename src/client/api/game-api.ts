import type { GameSettings, PlayRequest } from '../../shared/api/game';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/**
 * The prize wheel: the owner's settings, statistics and coupons (`/game/private`, behind the premium
 * gate), and the player's public calls (`/game/public/{publicId}`, no account). A play or a
 * redemption pushes `gameUpdated` to the owner's sockets, which invalidates the owner's tags.
 */
export const gameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gameState: build.query<AnswerOf<'gameState'>, void>({
      query: () => pathOf('gameState'),
      providesTags: ['Game'],
    }),
    saveGameSettings: build.mutation<AnswerOf<'saveGameSettings'>, GameSettings>({
      query: (settings) => ({ url: pathOf('saveGameSettings'), method: API_ROUTES.saveGameSettings.method, body: settings }),
      invalidatesTags: ['Game', 'GameStats'],
    }),
    gameStats: build.query<AnswerOf<'gameStats'>, number>({
      query: (days) => ({ url: pathOf('gameStats'), params: { days } }),
      providesTags: ['GameStats'],
    }),
    gameCoupons: build.query<AnswerOf<'gameCoupons'>, { q?: string; page?: number }>({
      query: ({ q, page }) => ({ url: pathOf('gameCoupons'), params: { ...(q ? { q } : {}), ...(page ? { page } : {}) } }),
      providesTags: ['GameCoupons'],
    }),
    redeemCoupon: build.mutation<AnswerOf<'redeemCoupon'>, string>({
      query: (code) => ({ url: pathOf('redeemCoupon', { code }), method: API_ROUTES.redeemCoupon.method }),
      invalidatesTags: ['GameCoupons', 'GameStats', 'Game'],
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

export const {
  useGameStateQuery,
  useSaveGameSettingsMutation,
  useGameStatsQuery,
  useGameCouponsQuery,
  useRedeemCouponMutation,
  usePublicGameQuery,
  usePublicGameRulesQuery,
  usePlayGameMutation,
} = gameApi;
