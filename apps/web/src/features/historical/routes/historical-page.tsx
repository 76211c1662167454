import { HistoryList } from '../components/history-list';

export default function HistoricalPage() {
  return <HistoryList />;
}
