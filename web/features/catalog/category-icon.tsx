import { BarChart3, Building, Car, Database, Heart, Home, Shield, TrendingUp, Users, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { Heart, Shield, Users, Car, Home, Building, BarChart3, TrendingUp, Database };

/** A category's icon by its stored lucide name; Database for a name outside SPEC.md's set. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Database;
  return <Icon className={className} aria-hidden="true" />;
}
