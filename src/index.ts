import { createApp } from "./http/app";

export { AccountObject } from "./store/durable/account-object";

export default createApp();
