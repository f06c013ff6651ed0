/**
 * The connections of this node: by secret token (transport requests), by hub, and by group per hub.
 * Every connected connection is in `user:<id>` and `role:<role>` of its hub, so the audiences
 * user, users and role are groups too; `all` is the hub.
 */
import { type HubName, hubGroups } from '../../core/realtime/hubs.ts';
import type { HubEvent } from '../services/realtime/hub-events.ts';
import type { HubConnection } from './hub-connection.ts';
import { eventRecord } from './protocol.ts';

const groupKey = (hub: HubName, group: string) => `${hub}\n${group}`;

export class HubLifetimeManager {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byHub = new Map<HubName, Set<HubConnection>>();
  private readonly byGroup = new Map<string, Set<HubConnection>>();

  /** A negotiated connection, found by its token until it is removed. */
  add(connection: HubConnection): void {
    this.byToken.set(connection.connectionToken, connection);
  }

  find(connectionToken: string): HubConnection | undefined {
    return this.byToken.get(connectionToken);
  }

  /** Every connection known (negotiated, connecting, connected). */
  connections(): IterableIterator<HubConnection> {
    return this.byToken.values();
  }

  get size(): number {
    return this.byToken.size;
  }

  /** The handshake succeeded: the connection receives events, in its user's and roles' groups. */
  connected(connection: HubConnection): void {
    let set = this.byHub.get(connection.hub);
    if (!set) {
      set = new Set();
      this.byHub.set(connection.hub, set);
    }
    set.add(connection);
    this.join(connection, hubGroups.user(connection.auth.userId));
    for (const role of connection.auth.roles) this.join(connection, hubGroups.role(role));
  }

  join(connection: HubConnection, group: string): void {
    if (connection.status !== 'connected') return;
    const key = groupKey(connection.hub, group);
    let set = this.byGroup.get(key);
    if (!set) {
      set = new Set();
      this.byGroup.set(key, set);
    }
    set.add(connection);
    connection.groups.add(group);
  }

  leave(connection: HubConnection, group: string): void {
    const key = groupKey(connection.hub, group);
    const set = this.byGroup.get(key);
    if (set) {
      set.delete(connection);
      if (set.size === 0) this.byGroup.delete(key);
    }
    connection.groups.delete(group);
  }

  /** The connections of this node in a group of the hub (a copy: callers may change the groups). */
  inGroup(hub: HubName, group: string): HubConnection[] {
    return [...(this.byGroup.get(groupKey(hub, group)) ?? [])];
  }

  /** Forgets a closed connection; `keepTokenMs` keeps it findable (a long poll still to collect its Close). */
  remove(connection: HubConnection, keepTokenMs = 0): void {
    for (const group of [...connection.groups]) this.leave(connection, group);
    const set = this.byHub.get(connection.hub);
    set?.delete(connection);
    if (set?.size === 0) this.byHub.delete(connection.hub);
    if (keepTokenMs > 0) {
      setTimeout(() => this.forgetToken(connection), keepTokenMs).unref();
    } else {
      this.forgetToken(connection);
    }
  }

  private forgetToken(connection: HubConnection): void {
    if (this.byToken.get(connection.connectionToken) === connection) {
      this.byToken.delete(connection.connectionToken);
    }
  }

  /** Writes the event to its audience's connections on this node; answers how many got it. */
  deliver(event: HubEvent): number {
    const targets = this.audience(event);
    if (targets.size === 0) return 0;
    const text = eventRecord(event.target, event.args);
    const bytes = targets.size > 1 ? Buffer.from(text, 'utf8') : undefined;
    for (const connection of targets) connection.sendRaw(text, bytes);
    return targets.size;
  }

  private audience(event: HubEvent): Set<HubConnection> {
    const { hub, audience } = event;
    switch (audience.kind) {
      case 'all':
        return this.byHub.get(hub) ?? new Set();
      case 'user':
        return this.byGroup.get(groupKey(hub, hubGroups.user(audience.userId))) ?? new Set();
      case 'role':
        return this.byGroup.get(groupKey(hub, hubGroups.role(audience.role))) ?? new Set();
      case 'group':
        return this.byGroup.get(groupKey(hub, audience.group)) ?? new Set();
      case 'users': {
        const targets = new Set<HubConnection>();
        for (const userId of audience.userIds) {
          for (const connection of this.byGroup.get(groupKey(hub, hubGroups.user(userId))) ?? []) {
            targets.add(connection);
          }
        }
        return targets;
      }
    }
  }
}
