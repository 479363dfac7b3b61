import { createApp } from "./app";

export { AccountObject } from "./store/durable/account-object";

export default createApp();
