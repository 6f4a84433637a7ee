// /admin: the business at a glance. Stat cards, then tabs: overview (newest orders and users, quick actions), users,
// datasets, orders and analytics, each with the way on to its own page.
import { countOf } from '../../../../common/count';
import {
  AlertTriangle, BadgeDollarSign, BarChart3, Database, Download, FileText, Inbox, PlusCircle, Repeat, ShoppingBag, Undo2, Users, Wallet, Zap, type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrder, AdminUser, DatasetInsights } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatTile } from '../../../components/ui/stat-tile';
import { OrderStatusBadge } from '../../orders';
import { useAdminGet, type AdminOverview } from '../admin-api';
import { AnalyticsView } from '../analytics/analytics-view';
import { AdminPage } from '../ui/admin-page';
import { UserStatusBadge, VerifiedBadge } from '../ui/badges';
import { formatDate, formatDateTime, utcDay } from '../ui/format';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { Tabs, useTab } from '../../../components/ui/tabs';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'datasets', label: 'Datasets' },
  { id: 'orders', label: 'Orders' },
  { id: 'analytics', label: 'Analytics' },
] as const;

const count = (n: number) => n.toLocaleString('en-US');

export function AdminDashboardPage() {
  const overview = useAdminGet<AdminOverview>('/api/admin/overview');
  const [tab, setTab] = useTab(TABS);
  if (overview.isPending) return <PageSpinner label="Loading admin dashboard..." />;
  const stats = overview.data?.stats;

  return (
    <AdminPage title="Admin Dashboard" description="Users, catalog, orders and leads at a glance.">
      <ListState query={overview} what="admin dashboard" empty={false} emptyText="">
        {stats && overview.data && (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <StatTile icon={Users} label={`Users (${count(stats.users.newLast30Days)} new in 30 days)`} value={count(stats.users.total)} />
              <StatTile icon={Database} label={`Datasets (${count(stats.datasets.active)} active)`} value={count(stats.datasets.total)} tone="bg-blue-50 text-blue-600" />
              <StatTile icon={ShoppingBag} label={`Orders: ${countOf(stats.orders.purchases, 'purchase')}, ${countOf(stats.orders.recharges, 'balance top-up')}, ${countOf(stats.orders.subscriptions, 'plan payment')}`} value={count(stats.orders.total)} tone="bg-amber-50 text-amber-600" />
              <StatTile icon={BadgeDollarSign} label={`Net revenue (${formatCents(stats.revenue.last30DaysCents)} in 30 days; Plans ${formatCents(stats.revenue.plansCents)})`} value={formatCents(stats.revenue.totalCents)} tone="bg-green-50 text-green-600" />
              <StatTile icon={Zap} label={`Leads (${formatCents(stats.leads.spentCents)} spent)`} value={count(stats.leads.total)} tone="bg-violet-50 text-violet-600" />
              <StatTile icon={Wallet} label="Balance held for advertisers" value={formatCents(stats.balanceHeldCents)} tone="bg-emerald-50 text-emerald-600" />
              <StatTile icon={Repeat} label={`MRR (${countOf(stats.plans.active + stats.plans.pastDue, 'live plan')})`} value={formatCents(stats.plans.mrrCents)} tone="bg-teal-50 text-teal-600" />
              <StatTile icon={AlertTriangle} label="Plans past due" value={count(stats.plans.pastDue)} tone="bg-red-50 text-red-600" />
            </dl>
            {(stats.openLeadReturns > 0 || stats.unreadMessages > 0 || stats.plans.pastDue > 0) && (
              <div className="mt-4 flex flex-wrap gap-2">
                {stats.openLeadReturns > 0 && <Link to="/admin/lead-returns" className={buttonClasses('secondary', 'sm')}><Undo2 className="h-4 w-4" aria-hidden="true" /> {countOf(stats.openLeadReturns, 'lead return')} to decide</Link>}
                {stats.plans.pastDue > 0 && <Link to="/admin/subscriptions?status=past_due" className={buttonClasses('secondary', 'sm')}><AlertTriangle className="h-4 w-4 text-red-600" aria-hidden="true" /> {countOf(stats.plans.pastDue, 'plan')} past due</Link>}
                {stats.unreadMessages > 0 && <Link to="/admin/inbox" className={buttonClasses('secondary', 'sm')}><Inbox className="h-4 w-4" aria-hidden="true" /> {countOf(stats.unreadMessages, 'unread message')}</Link>}
              </div>
            )}
            <div className="mt-8">
              <Tabs label="Dashboard" tabs={TABS} current={tab} onSelect={setTab}>
                {tab === 'overview' && <Overview orders={overview.data.recentOrders} users={overview.data.recentUsers} />}
                {tab === 'users' && <UsersTab stats={stats} users={overview.data.recentUsers} />}
                {tab === 'datasets' && <DatasetsTab />}
                {tab === 'orders' && <OrdersTab stats={stats} orders={overview.data.recentOrders} />}
                {tab === 'analytics' && (
                  <>
                    <AnalyticsView range={{ from: utcDay(29), to: utcDay(0), interval: 'day' }} />
                    <SeeAll to="/admin/analytics">Choose another range in Analytics</SeeAll>
                  </>
                )}
              </Tabs>
            </div>
          </>
        )}
      </ListState>
    </AdminPage>
  );
}

function Overview({ orders, users }: { orders: AdminOrder[]; users: AdminUser[] }) {
  return (
    // The two tables side by side only where both fit whole; the quick actions as a row beneath them.
    <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
      <section><h2 className="mb-3 text-lg font-semibold text-slate-900">Recent orders</h2><RecentOrders orders={orders} /></section>
      <section><h2 className="mb-3 text-lg font-semibold text-slate-900">Recent users</h2><RecentUsers users={users} /></section>
      <QuickActions />
    </div>
  );
}

function QuickActions() {
  const [exporting, setExporting] = useState(false);
  const action = (icon: LucideIcon, label: string) => { const Icon = icon; return <><Icon className="h-4 w-4" aria-hidden="true" /> {label}</>; };
  const cls = buttonClasses('outline', 'md', 'w-full justify-start');
  return (
    <section className="2xl:col-span-2">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Quick actions</h2>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <Link to="/admin/datasets?tab=all&new=1" className={cls}>{action(PlusCircle, 'Add Dataset')}</Link>
        <Link to="/admin/users" className={cls}>{action(Users, 'Manage Users')}</Link>
        <Link to="/admin/content" className={cls}>{action(FileText, 'Edit Content')}</Link>
        <button type="button" className={cls} onClick={() => setExporting(true)}>{action(Download, 'Export Data')}</button>
        <Link to="/admin/analytics" className={cls}>{action(BarChart3, 'View Reports')}</Link>
      </div>
      <Dialog open={exporting} onOpenChange={setExporting}>
        <DialogContent>
          <DialogTitle>Export Data</DialogTitle>
          <DialogDescription>Each export is a CSV file of every record, streamed as it is read. Filtered exports are on each list's page.</DialogDescription>
          <ul className="mt-4 space-y-2">
            {[
              ['/api/admin/users/export.csv', 'Users'],
              ['/api/admin/orders/export.csv', 'Orders'],
              ['/api/admin/messages/export.csv', 'Contact and support messages'],
              ['/api/admin/newsletter/export.csv', 'Newsletter subscribers'],
            ].map(([href, label]) => (
              <li key={href}><a href={href} download className={buttonClasses('outline', 'md', 'w-full justify-start')}><Download className="h-4 w-4" aria-hidden="true" /> {label}</a></li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function RecentOrders({ orders }: { orders: AdminOrder[] }) {
  if (!orders.length) return <p className="text-sm text-slate-600">No orders yet.</p>;
  return (
    <>
      <Table caption="The five newest orders" head={<><th scope="col" className={th}>Order</th><th scope="col" className={th}>Status</th><th scope="col" className={`${th} text-right`}>Total</th></>}>
        {orders.map((o) => (
          <tr key={o.id}>
            <td className={td}>
              <Link to={`/admin/orders/${o.id}`} className="font-medium text-primary-700 hover:underline">{o.orderNumber}</Link>
              <span className="block max-w-56 truncate text-xs text-slate-500">{o.userEmail}, {formatDateTime(o.createdAt)}</span>
            </td>
            <td className={td}><OrderStatusBadge status={o.status} /></td>
            <td className={`${td} text-right tabular-nums`}>{formatCents(o.totalCents)}</td>
          </tr>
        ))}
      </Table>
      <SeeAll to="/admin/orders">All orders</SeeAll>
    </>
  );
}

function RecentUsers({ users }: { users: AdminUser[] }) {
  if (!users.length) return <p className="text-sm text-slate-600">No users yet.</p>;
  return (
    <>
      <Table caption="The five newest users" head={<><th scope="col" className={th}>User</th><th scope="col" className={th}>Status</th><th scope="col" className={th}>Joined</th></>}>
        {users.map((u) => (
          <tr key={u.id}>
            <td className={td}>
              <Link to={`/admin/users/${u.id}`} className="font-medium text-primary-700 hover:underline">{u.name || u.email}</Link>
              <span className="block max-w-56 truncate text-xs text-slate-500">{u.email}</span>
            </td>
            <td className={td}><span className="flex flex-wrap gap-1"><UserStatusBadge status={u.status} /><VerifiedBadge verified={u.emailVerified} /></span></td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
          </tr>
        ))}
      </Table>
      <SeeAll to="/admin/users">All users</SeeAll>
    </>
  );
}

function UsersTab({ stats, users }: { stats: AdminOverview['stats']; users: AdminUser[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Breakdown title="Accounts" rows={[['Active', stats.users.active], ['Inactive', stats.users.inactive], ['Banned', stats.users.banned], ['Administrators', stats.users.admins]]} />
      <section><h2 className="mb-3 text-lg font-semibold text-slate-900">Newest users</h2><RecentUsers users={users} /></section>
    </div>
  );
}

function OrdersTab({ stats, orders }: { stats: AdminOverview['stats']; orders: AdminOrder[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Breakdown title="Orders" rows={[['All orders', stats.orders.total], ['Dataset purchases', stats.orders.purchases], ['Balance top-ups', stats.orders.recharges], ['Plans', stats.orders.subscriptions], ['Paid', stats.orders.completed], ['Last 30 days', stats.orders.last30Days]]}
        money={[['Refunded', stats.revenue.refundedCents]]} />
      <section><h2 className="mb-3 text-lg font-semibold text-slate-900">Newest orders</h2><RecentOrders orders={orders} /></section>
    </div>
  );
}

function DatasetsTab() {
  const insights = useAdminGet<DatasetInsights>('/api/admin/datasets/insights');
  return (
    <ListState query={insights} what="dataset figures" empty={false} emptyText="">
      {insights.data && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {([['Top 5 by downloads', insights.data.topByDownloads], ['Top 5 by revenue', insights.data.topByRevenue]] as const).map(([title, rows]) => (
            <section key={title}>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
              <Table caption={title} head={<><th scope="col" className={th}>Dataset</th><th scope="col" className={`${th} text-right`}>Downloads</th><th scope="col" className={`${th} text-right`}>Revenue</th></>}>
                {rows.map((d) => (
                  <tr key={d.id}>
                    <td className={`${td} font-medium text-slate-900`}>{d.title}</td>
                    <td className={`${td} text-right tabular-nums`}>{count(d.totalDownloads)}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatCents(d.revenueCents)}</td>
                  </tr>
                ))}
              </Table>
            </section>
          ))}
          <SeeAll to="/admin/datasets">Manage datasets</SeeAll>
        </div>
      )}
    </ListState>
  );
}

function Breakdown({ title, rows, money = [] }: { title: string; rows: [string, number][]; money?: [string, number][] }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, n]) => <div key={label} className="flex justify-between"><dt className="text-slate-600">{label}</dt><dd className="font-medium tabular-nums">{count(n)}</dd></div>)}
        {money.map(([label, cents]) => <div key={label} className="flex justify-between"><dt className="text-slate-600">{label}</dt><dd className="font-medium tabular-nums">{formatCents(cents)}</dd></div>)}
      </dl>
    </section>
  );
}

function SeeAll({ to, children }: { to: string; children: string }) {
  return <Link to={to} className="mt-3 inline-block text-sm font-medium text-primary-700 hover:underline">{children} →</Link>;
}
