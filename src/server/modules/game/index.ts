// The game module as other modules see it: the prize wheel's service and the prize mails.
export { createGameService, type GameService } from './service';
export { createPrizeMails, type PrizeMails } from './prize-mail';
