// The batch flow lives in features/batch; this file only gives the real-quotes route its page.
export { default } from '../../batch/routes/real-quotes-batch-page';
