/**
 * Which change notices a signed-in client may hear: the access needed to read what the topic's queries return.
 * Each module declares its topics in its manifest; the list of modules gives the map.
 */
export { TOPIC_ACCESS } from '@gym/modules/topics';
