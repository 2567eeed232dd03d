// What the app in the iframe exposes to the host page (host -> app).

export type HelloReply = { protocolVersion: number };

export type AppMethods = {
  /** The host signed the guest out (its own sign-out, or the chatbot's); the app signs out locally. */
  logout: () => void | Promise<void>;
  /** The chatbot on the host signed in; the app reloads its session from the shared sign-in. */
  refreshLoginFromChatbot: () => void | Promise<void>;
  /** First call after the handshake: which protocol the app speaks (its PROTOCOL_VERSION). */
  hello: () => HelloReply | Promise<HelloReply>;
};

export type AppMethodName = keyof AppMethods;
